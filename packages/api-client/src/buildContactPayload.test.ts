import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { buildContactPayload, splitFullName } from "./buildContactPayload";
import { contactRequestSchema } from "./schemas";

describe("splitFullName", () => {
  it.each([
    ["Ada Lovelace", "Ada", "Lovelace"],
    ["  Ada   King  Lovelace ", "Ada", "King Lovelace"],
    ["Cher", "Cher", ""],
  ])("splits %j", (fullName, firstName, lastName) => {
    expect(splitFullName(fullName)).toEqual({ firstName, lastName });
  });
});

describe("buildContactPayload", () => {
  it("builds the spec's payload with the message trimmed", () => {
    const payload = buildContactPayload(
      {
        fullName: " Ada  Lovelace ",
        email: " ada@example.com ",
        message: "  Hello there, team!  ",
        selectedSource: "friend",
      },
      { referralPayload: { code: "GOLDFRIEND" }, hostname: "localhost", locale: "zh", token: "t" },
    );
    expect(payload).toEqual({
      email: "ada@example.com",
      message: "Hello there, team!",
      source: "friend",
      first_name: "Ada",
      last_name: "Lovelace",
      full_name: "Ada Lovelace",
      referral_payload: { code: "GOLDFRIEND" },
      hostname: "localhost",
      locale: "zh",
      token: "t",
    });
    expect(v.is(contactRequestSchema, payload)).toBe(true);
  });
});
