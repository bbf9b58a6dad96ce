import { beforeEach, describe, expect, it, vi } from "vitest";
import { acceptAllConsent, rejectAllConsent, resetConsentStore } from "../store/consentStore";
import { whenConsentAllows } from "./whenConsentAllows";

beforeEach(() => {
  localStorage.clear();
  resetConsentStore();
});

describe("whenConsentAllows", () => {
  it("runs once, when the purpose is first allowed, however often the choice changes", () => {
    const analytics = vi.fn();
    const functional = vi.fn();
    whenConsentAllows("analytics", analytics);
    whenConsentAllows("functional", functional);
    rejectAllConsent();
    expect(analytics).not.toHaveBeenCalled();
    expect(functional).toHaveBeenCalledTimes(1);
    acceptAllConsent();
    rejectAllConsent();
    acceptAllConsent();
    expect(analytics).toHaveBeenCalledTimes(1);
    expect(functional).toHaveBeenCalledTimes(1);
  });

  it("runs at once when already allowed, and not after being cancelled", () => {
    acceptAllConsent();
    const now = vi.fn();
    whenConsentAllows("advertising", now);
    expect(now).toHaveBeenCalledTimes(1);

    resetConsentStore();
    localStorage.clear();
    const cancelled = vi.fn();
    whenConsentAllows("analytics", cancelled)();
    acceptAllConsent();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
