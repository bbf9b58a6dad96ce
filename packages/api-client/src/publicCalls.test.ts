import { describe, expect, it } from "vitest";
import { isPublicApiCall } from "./publicCalls";

describe("isPublicApiCall", () => {
  it.each([
    ["POST", "/v1/contact/request/"],
    ["POST", "/v1/price-alerts/"],
    ["POST", "/user/referral/verify/"],
    ["GET", "/v1/captcha/challenge"],
    ["GET", "/v1/prices/spot"],
    ["HEAD", "/v1/prices/history"],
    ["POST", "/v1/analytics/counts"],
  ])("forwards %s %s", (method, path) => {
    expect(isPublicApiCall(method, path)).toBe(true);
  });

  it.each([
    ["GET", "/v1/contact/requests"],
    ["GET", "/metrics"],
    ["GET", "/v1/consents"],
    ["GET", "/v1/price-alerts/confirm"],
    ["POST", "/v1/prices/spot"],
    ["GET", "/v1/contact/request/"],
    ["POST", "/v1/contact/request"],
    ["GET", "/v1/prices/spot/../../metrics"],
    ["DELETE", "/v1/price-alerts/"],
    ["GET", "/v1/analytics/counts"],
    ["GET", "/v1/analytics/daily"],
  ])("refuses %s %s", (method, path) => {
    expect(isPublicApiCall(method, path)).toBe(false);
  });
});
