import { describeChinesePages } from "../../../e2e/chinesePagesSuite";

describeChinesePages({
  host: "cny.goldwattle.com",
  paths: ["/zh/", "/zh/legal/terms-and-conditions"],
});
