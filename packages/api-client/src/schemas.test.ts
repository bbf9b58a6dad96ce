import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  contactRequestSchema,
  priceAlertRequestSchema,
  referralVerifyRequestSchema,
  type ContactRequest,
} from "./schemas";
import { exampleContactRequest } from "./testing/exampleContactRequest";

const valid = exampleContactRequest;

describe("contactRequestSchema", () => {
  it("accepts the spec's payload and trims text", () => {
    const result = v.safeParse(contactRequestSchema, { ...valid, message: "  Ten chars!!  " });
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({ message: "Ten chars!!" });
  });

  it("accepts stored referral data", () => {
    expect(v.is(contactRequestSchema, { ...valid, referral_payload: { code: "GOLDFRIEND" } })).toBe(
      true,
    );
  });

  it.each([
    ["an invalid e-mail", { email: "ada@example" }],
    ["an e-mail with a space", { email: "ada lovelace@example.com" }],
    ["a short message", { message: "   too short   " }],
    ["an empty full name", { full_name: " " }],
    ["a wrong-typed field", { source: 3 }],
    ["an unknown locale", { locale: "de" }],
    ["a very long message", { message: "x".repeat(5001) }],
    ["an array as referral data", { referral_payload: ["x"] }],
    [
      "deeply nested referral data",
      { referral_payload: { a: { b: { c: { d: { e: { f: { g: { h: {} } } } } } } } } },
    ],
    ["an unknown field", { admin: true }],
  ])("rejects %s", (_, change) => {
    expect(v.is(contactRequestSchema, { ...valid, ...change })).toBe(false);
  });

  it("rejects a missing field", () => {
    const withoutToken: Partial<ContactRequest> = { ...valid };
    delete withoutToken.token;
    expect(v.is(contactRequestSchema, withoutToken)).toBe(false);
  });
});

describe("referralVerifyRequestSchema", () => {
  it("trims the code and limits it to 64 characters", () => {
    expect(v.parse(referralVerifyRequestSchema, { referral: " GOLDFRIEND " })).toEqual({
      referral: "GOLDFRIEND",
    });
    expect(v.is(referralVerifyRequestSchema, { referral: "A".repeat(65) })).toBe(false);
    expect(v.is(referralVerifyRequestSchema, { referral: "  " })).toBe(false);
  });
});

describe("priceAlertRequestSchema", () => {
  const alert = {
    email: "ada@example.com",
    metal: "gold",
    currency: "AUD",
    direction: "above",
    target: 5300.5,
    hostname: "localhost",
    locale: "en",
    token: "dev.token",
  };

  it("accepts an alert with a target in whole cents", () => {
    expect(v.parse(priceAlertRequestSchema, { ...alert, email: " ada@example.com " })).toEqual(
      alert,
    );
    expect(v.is(priceAlertRequestSchema, { ...alert, target: 0.01 })).toBe(true);
    expect(v.is(priceAlertRequestSchema, { ...alert, target: 33.33 })).toBe(true);
  });

  it.each([
    ["a fraction of a cent", { target: 5300.005 }, "target must have at most 2 decimal places"],
    ["a zero target", { target: 0 }, "target must be more than 0"],
    ["a text target", { target: "5300" }, "target must be a number"],
    ["an endless target", { target: Infinity }, "target must be a number"],
    ["a huge target", { target: 20_000_000 }, "target must be at most 10000000"],
    ["platinum", { metal: "platinum" }, "metal must be one of gold, silver"],
    ["euros", { currency: "EUR" }, "currency must be one of AUD, USD, CNY"],
    ["sideways", { direction: "sideways" }, "direction must be above or below"],
    ["a bad address", { email: "ada@example" }, "email must be a valid e-mail address"],
  ])("refuses %s with a reason", (_, change, message) => {
    const result = v.safeParse(priceAlertRequestSchema, { ...alert, ...change });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(message);
  });
});
