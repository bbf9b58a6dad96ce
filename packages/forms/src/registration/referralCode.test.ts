import { describe, expect, it } from "vitest";
import { referralCodeMaxLength } from "@gw/api-client";
import { normalizeReferralCode, referralCodeFromPath } from "./referralCode";

describe("normalizeReferralCode", () => {
  it("trims spaces, tabs and line breaks around the code", () => {
    expect(normalizeReferralCode("  GOLDFRIEND\t\n")).toBe("GOLDFRIEND");
  });

  it("keeps inner characters and case", () => {
    expect(normalizeReferralCode(" Gold Friend ")).toBe("Gold Friend");
  });

  it("turns a blank code into the empty string", () => {
    expect(normalizeReferralCode("   ")).toBe("");
  });
});

describe("referralCodeFromPath", () => {
  it("takes the last path segment", () => {
    expect(referralCodeFromPath("/referral/GOLDFRIEND")).toBe("GOLDFRIEND");
    expect(referralCodeFromPath("/referral/GOLDFRIEND/")).toBe("GOLDFRIEND");
  });

  it("takes the last of several segments", () => {
    expect(referralCodeFromPath("/referral/friends/GOLDFRIEND")).toBe("GOLDFRIEND");
  });

  it("takes a short link's only segment", () => {
    expect(referralCodeFromPath("/ABC123")).toBe("ABC123");
  });

  it("has no code on the bare referral page or the root", () => {
    expect(referralCodeFromPath("/referral")).toBeUndefined();
    expect(referralCodeFromPath("/referral/")).toBeUndefined();
    expect(referralCodeFromPath("/referral/%20")).toBeUndefined();
    expect(referralCodeFromPath("/")).toBeUndefined();
    expect(referralCodeFromPath("")).toBeUndefined();
    expect(referralCodeFromPath("/some/unknown/page")).toBeUndefined();
  });

  it("decodes, trims and caps the code", () => {
    expect(referralCodeFromPath("/referral/%20ABC%20")).toBe("ABC");
    expect(referralCodeFromPath("/referral/%E0%A4%A")).toBe("%E0%A4%A");
    const long = "X".repeat(referralCodeMaxLength + 10);
    expect(referralCodeFromPath(`/referral/${long}`)).toHaveLength(referralCodeMaxLength);
  });
});
