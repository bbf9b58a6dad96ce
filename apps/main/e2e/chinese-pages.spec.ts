import { describeChinesePages } from "@gw/e2e/chinesePagesSuite";

describeChinesePages({
  host: "goldwattle.com",
  paths: [
    "/zh/",
    "/zh/contact-us",
    "/zh/live-pricing",
    "/zh/cny",
    "/zh/register",
    "/zh/referral",
    "/zh/docs/fees",
    "/zh/docs/most-common",
    "/zh/legal/privacy-policy",
  ],
});
