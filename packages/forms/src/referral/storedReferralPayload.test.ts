import { describe, expect, it } from "vitest";
import { REFERRAL_STORAGE_KEY, storedReferralPayload } from "./storedReferralPayload";

const storing = (value: string | null) => ({
  getItem: (key: string) => (key === REFERRAL_STORAGE_KEY ? value : null),
});

describe("storedReferralPayload", () => {
  it("reads stored referral data", () => {
    expect(storedReferralPayload(storing('{"referral":"GOLDFRIEND"}'))).toEqual({
      referral: "GOLDFRIEND",
    });
  });

  it.each([null, "", "{", "[1]", "42", '"text"'])("is null for %j", (value) => {
    expect(storedReferralPayload(storing(value))).toBeNull();
  });

  it("is null without storage", () => {
    expect(storedReferralPayload(undefined)).toBeNull();
  });
});
