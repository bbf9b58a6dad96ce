import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { contactRequestSchema, referralVerifyRequestSchema, type ContactRequest } from "./schemas";
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
