import { describeChinesePages } from "@gw/e2e/chinesePagesSuite";

describeChinesePages({
  host: "goldwattleprivate.com",
  paths: ["/zh/", "/zh/contact-us", "/zh/live-pricing", "/zh/docs/overview", "/zh/register"],
});
