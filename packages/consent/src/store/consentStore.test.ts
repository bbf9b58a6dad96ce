import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { acceptedConsent, rejectedConsent } from "../consentPreferences";
import { CONSENT_STORAGE_KEY } from "./consentStorage";
import {
  acceptAllConsent,
  consentAllows,
  dismissConsentPreferences,
  getConsentState,
  rejectAllConsent,
  reopenConsent,
  resetConsentStore,
  saveConsent,
  subscribeConsent,
} from "./consentStore";

beforeEach(() => {
  localStorage.clear();
  resetConsentStore();
});

afterEach(() => vi.restoreAllMocks());

describe("consent store", () => {
  it("shows the banner while no choice is stored, and allows nothing", () => {
    expect(getConsentState()).toEqual({ preferences: null, view: "banner" });
    expect(consentAllows("functional")).toBe(false);
    expect(consentAllows("analytics")).toBe(false);
  });

  it("starts hidden with a stored choice", () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{"v":1,"analytics":true,"advertising":false}');
    expect(getConsentState()).toEqual({
      preferences: { necessary: true, analytics: true, advertising: false },
      view: "hidden",
    });
  });

  it("stores Accept all, Reject all and a saved choice, hides the banner and tells listeners", () => {
    const listener = vi.fn();
    subscribeConsent(listener);
    acceptAllConsent();
    expect(getConsentState()).toEqual({ preferences: acceptedConsent, view: "hidden" });
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe(
      '{"v":1,"analytics":true,"advertising":true}',
    );
    rejectAllConsent();
    expect(getConsentState().preferences).toEqual(rejectedConsent);
    saveConsent({ necessary: true, analytics: false, advertising: true });
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe(
      '{"v":1,"analytics":false,"advertising":true}',
    );
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("keeps the choice for the page view when storage refuses it", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("quota");
    });
    acceptAllConsent();
    expect(consentAllows("analytics")).toBe(true);
  });

  it("never accepts anything by dismissing the preferences before a choice", () => {
    reopenConsent();
    expect(getConsentState().view).toBe("preferences");
    dismissConsentPreferences();
    expect(getConsentState()).toEqual({ preferences: null, view: "banner" });
  });

  it("reopens the preferences after a choice and closes them unchanged", () => {
    rejectAllConsent();
    reopenConsent();
    expect(getConsentState().view).toBe("preferences");
    dismissConsentPreferences();
    expect(getConsentState()).toEqual({ preferences: rejectedConsent, view: "hidden" });
  });
});
