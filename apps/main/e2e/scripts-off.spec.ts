import { describeWithScriptsOff } from "@gw/e2e/scriptsOffSuite";
import { describeCalculatorsWithScriptsOff } from "@gw/e2e/calculatorsScriptsOffSuite";

describeWithScriptsOff([
  { path: "/contact-us", language: "en", form: "contact" },
  { path: "/zh/contact-us", language: "zh", form: "contact" },
  { path: "/live-pricing", language: "en", form: "priceAlert" },
  { path: "/zh/live-pricing", language: "zh", form: "priceAlert" },
]);

describeCalculatorsWithScriptsOff();
