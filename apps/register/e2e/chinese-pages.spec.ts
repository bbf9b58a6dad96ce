import { describeChinesePages } from "@gw/e2e/chinesePagesSuite";

describeChinesePages({
  host: "join.goldwattle.com",
  paths: ["/zh/", "/zh/register", "/zh/referral", "/zh/legal/aml-ctf-policy"],
});
