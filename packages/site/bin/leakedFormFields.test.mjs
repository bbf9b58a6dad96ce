import { describe, expect, it } from "vitest";
import { leakedFormFields } from "./leakedFormFields.mjs";

describe("leakedFormFields", () => {
  it("finds a native form submission in the request log", () => {
    const log = [
      "GET /contact-us",
      "GET /contact-us?fullName=Ada+Lovelace&email=ada%40example.com&message=Hello",
      "GET /assets/index-abc.js",
      "POST /cny",
      "GET /?email=ada%40example.com",
      "GET /referral/GOLDFRIEND",
      "GET /register?referral=GOLDFRIEND",
      "GET /docs/fees?embedded=true",
    ].join("\n");
    expect(leakedFormFields(log)).toEqual([
      "GET /contact-us?fullName=Ada+Lovelace&email=ada%40example.com&message=Hello",
      "GET /?email=ada%40example.com",
      "GET /register?referral=GOLDFRIEND",
    ]);
  });

  it("finds nothing in an empty log", () => {
    expect(leakedFormFields("")).toEqual([]);
  });
});
