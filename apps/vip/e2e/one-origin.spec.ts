import { oneOriginSuite } from "@gw/e2e/oneOriginSuite";

oneOriginSuite({
  paths: ["/", "/zh/", "/live-pricing", "/zh/live-pricing", "/contact-us", "/zh/contact-us"],
});
