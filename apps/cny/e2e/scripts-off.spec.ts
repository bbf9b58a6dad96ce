import { describeWithScriptsOff } from "@gw/e2e/scriptsOffSuite";

describeWithScriptsOff([
  { path: "/", language: "en", form: "preregistration" },
  { path: "/zh/", language: "zh", form: "preregistration" },
]);
