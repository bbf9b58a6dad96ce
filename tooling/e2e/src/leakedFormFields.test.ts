import { describe, expect, it } from "vitest";
import { leakedFormFields } from "./leakedFormFields";

describe("leakedFormFields", () => {
  it("finds a native form submission in the request log, not the register page's own link", () => {
    const log = [
      "GET /contact-us",
      "GET /contact-us?fullName=Ada+Lovelace&email=ada%40example.com&message=Hello",
      "GET /assets/index-abc.js",
      "POST /cny",
      "GET /?email=ada%40example.com",
      "GET /referral/GOLDFRIEND",
      "GET /register?referral=GOLDFRIEND",
      "GET /zh/register/?referral=GOLDFRIEND",
      "GET /referral?referral=GOLDFRIEND",
      "GET /docs/fees?embedded=true",
    ].join("\n");
    expect(leakedFormFields(log)).toEqual([
      "GET /contact-us?fullName=Ada+Lovelace&email=ada%40example.com&message=Hello",
      "GET /?email=ada%40example.com",
      "GET /referral?referral=GOLDFRIEND",
    ]);
  });

  it("finds nothing in an empty log", () => {
    expect(leakedFormFields("")).toEqual([]);
  });
});
