import { describe, expect, it } from "vitest";
import { REFERRAL_STORAGE_KEY, storedReferralPayload } from "./storedReferralPayload";

const now = Date.UTC(2026, 0, 10);
const day = 24 * 60 * 60 * 1000;

const storing = (value: string | null) => ({
  getItem: (key: string) => (key === REFERRAL_STORAGE_KEY ? value : null),
  removeItem: () => {},
});
const entry = (storedAt: number) =>
  JSON.stringify({ v: 1, storedAt, data: { "~referring_link": "https://gwtl.link/a" } });

describe("storedReferralPayload", () => {
  it("reads referral data stored less than seven days ago", () => {
    expect(storedReferralPayload(storing(entry(now - 6 * day)), now)).toEqual({
      "~referring_link": "https://gwtl.link/a",
    });
  });

  it("is null once the link is seven days old", () => {
    expect(storedReferralPayload(storing(entry(now - 7 * day)), now)).toBeNull();
  });

  it.each([null, "", "{", "[1]", "42", '"text"', '{"referral":"GOLDFRIEND"}'])(
    "is null for %j",
    (value) => {
      expect(storedReferralPayload(storing(value), now)).toBeNull();
    },
  );

  it("is null without storage", () => {
    expect(storedReferralPayload(undefined)).toBeNull();
  });
});
