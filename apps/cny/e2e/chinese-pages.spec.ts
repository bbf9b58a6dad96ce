import { describeChinesePages } from "@gw/e2e/chinesePagesSuite";

describeChinesePages({
  host: "cny.goldwattle.com",
  paths: ["/zh/", "/zh/legal/terms-and-conditions"],
});
