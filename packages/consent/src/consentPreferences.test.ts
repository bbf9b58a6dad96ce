import { describe, expect, it } from "vitest";
import { acceptedConsent, parseConsent, rejectedConsent } from "./consentPreferences";

describe("parseConsent", () => {
  it("reads a stored choice, always keeping necessary", () => {
    expect(
      parseConsent(JSON.stringify({ necessary: false, analytics: true, advertising: false })),
    ).toEqual({
      necessary: true,
      analytics: true,
      advertising: false,
    });
  });

  it("round-trips accept and reject", () => {
    expect(parseConsent(JSON.stringify(acceptedConsent))).toEqual(acceptedConsent);
    expect(parseConsent(JSON.stringify(rejectedConsent))).toEqual(rejectedConsent);
  });

  it("treats missing or broken values as no choice", () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent("{")).toBeNull();
    expect(parseConsent(JSON.stringify({ analytics: "yes" }))).toBeNull();
  });
});
