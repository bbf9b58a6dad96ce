import { describe, expect, it } from "vitest";
import { parseTargetPrice, validatePriceAlert, type PriceAlertFields } from "./validatePriceAlert";

const valid: PriceAlertFields = {
  metal: "gold",
  direction: "above",
  target: "5300",
  currency: "AUD",
  email: "ada@example.com",
};

describe("parseTargetPrice", () => {
  it.each([
    ["5300", 5300],
    [" 5,300.50 ", 5300.5],
    ["0.01", 0.01],
    ["31.1", 31.1],
  ])("reads %j as %d", (typed, value) => {
    expect(parseTargetPrice(typed)).toBe(value);
  });

  it.each(["", "abc", "5300.005", "-5", "0", "5e3", "5.300,50", "$5300"])("refuses %j", (typed) => {
    expect(parseTargetPrice(typed)).toBeUndefined();
  });
});

describe("validatePriceAlert", () => {
  it("accepts a price and an address", () => {
    expect(validatePriceAlert(valid)).toEqual({});
  });

  it("names each problem by its message key", () => {
    expect(validatePriceAlert({ ...valid, target: " ", email: "" })).toEqual({
      target: "targetRequired",
      email: "emailRequired",
    });
    expect(validatePriceAlert({ ...valid, target: "53oo", email: "ada@example" })).toEqual({
      target: "targetInvalid",
      email: "emailInvalid",
    });
    expect(validatePriceAlert({ ...valid, target: "10,000,000.01" })).toEqual({
      target: "targetTooHigh",
    });
  });
});
