import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { acceptAllConsent, rejectAllConsent, resetConsentStore } from "../store/consentStore";
import type { AttributionService } from "./AttributionService";
import { REFERRAL_STORAGE_KEY, readReferralData } from "./referralStorage";
import { startReferralAttribution } from "./startReferralAttribution";

const brand = {
  domains: {
    site: "goldwattle.com",
    app: "app.goldwattle.com",
    register: "join.goldwattle.com",
    shortLink: "gwtl.link",
    china: "cny.goldwattle.com",
  },
  tracking: { tagManagerId: "GTM-TEST", advertisingPixelId: "42", attributionKey: "key_test" },
};
const linked = { href: "https://goldwattle.com/?_branch_match_id=123", hostname: "goldwattle.com" };

function fakeService(answer: () => Promise<Record<string, unknown>>) {
  const referringData = vi.fn(answer);
  const service: AttributionService = {
    clickId: (url) => url.searchParams.get("_branch_match_id"),
    referringData,
  };
  return { service, referringData };
}

beforeEach(() => {
  localStorage.clear();
  resetConsentStore();
  vi.stubEnv("VITE_TRACKING_HOSTS", "");
});
afterEach(() => vi.unstubAllEnvs());

describe("startReferralAttribution", () => {
  it("with analytics consent, stores the link's data for the requests", async () => {
    acceptAllConsent();
    const { service } = fakeService(async () => ({ campaign: "spring" }));
    await startReferralAttribution(brand, { service, location: linked });
    expect(readReferralData()).toEqual({ campaign: "spring" });
  });

  it("waits for analytics consent and asks nothing without it", async () => {
    const { service, referringData } = fakeService(async () => ({ campaign: "spring" }));
    const done = startReferralAttribution(brand, { service, location: linked });
    rejectAllConsent();
    expect(referringData).not.toHaveBeenCalled();
    acceptAllConsent();
    await done;
    expect(referringData).toHaveBeenCalledWith("123", expect.any(AbortSignal));
    expect(readReferralData()).toEqual({ campaign: "spring" });
  });

  it("asks nothing off the tracking hosts or without a click id", async () => {
    acceptAllConsent();
    const { service, referringData } = fakeService(async () => ({}));
    await startReferralAttribution(brand, {
      service,
      location: { href: "http://localhost/?_branch_match_id=123", hostname: "localhost" },
    });
    await startReferralAttribution(brand, {
      service,
      location: { href: "https://goldwattle.com/", hostname: "goldwattle.com" },
    });
    expect(referringData).not.toHaveBeenCalled();
  });

  it("logs a failure and stores nothing, so the payload is null", async () => {
    acceptAllConsent();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { service } = fakeService(() => Promise.reject({ status: 404, message: "Not Found" }));
    await startReferralAttribution(brand, { service, location: linked });
    expect(warn).toHaveBeenCalledWith("Referral data could not be fetched:", {
      status: 404,
      message: "Not Found",
    });
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
    warn.mockRestore();
  });
});
