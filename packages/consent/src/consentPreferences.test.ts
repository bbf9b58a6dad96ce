import { describe, expect, it } from "vitest";
import {
  acceptedConsent,
  allows,
  parseConsent,
  rejectedConsent,
  serializeConsent,
} from "./consentPreferences";

describe("stored consent", () => {
  it("round-trips accept, reject and a mixed choice, always keeping necessary", () => {
    const mixed = { necessary: true, analytics: false, advertising: true } as const;
    for (const choice of [acceptedConsent, rejectedConsent, mixed])
      expect(parseConsent(serializeConsent(choice))).toEqual(choice);
  });

  it("is small and versioned", () => {
    expect(serializeConsent(acceptedConsent)).toBe('{"v":1,"analytics":true,"advertising":true}');
  });

  it("treats missing, broken, unversioned or other-version values as no choice", () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent("")).toBeNull();
    expect(parseConsent("{")).toBeNull();
    expect(parseConsent("null")).toBeNull();
    expect(parseConsent(JSON.stringify({ analytics: true, advertising: true }))).toBeNull();
    expect(parseConsent(JSON.stringify({ v: 2, analytics: true, advertising: true }))).toBeNull();
    expect(parseConsent(JSON.stringify({ v: 1, analytics: "yes", advertising: true }))).toBeNull();
  });
});

describe("allows", () => {
  it("allows nothing before a choice", () => {
    for (const purpose of ["functional", "analytics", "advertising"] as const)
      expect(allows(null, purpose)).toBe(false);
  });

  it("allows functional services after any choice, the rest only when chosen", () => {
    expect(allows(rejectedConsent, "functional")).toBe(true);
    expect(allows(rejectedConsent, "analytics")).toBe(false);
    const analyticsOnly = { ...rejectedConsent, analytics: true };
    expect(allows(analyticsOnly, "analytics")).toBe(true);
    expect(allows(analyticsOnly, "advertising")).toBe(false);
  });
});
