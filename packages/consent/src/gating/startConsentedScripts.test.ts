import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  acceptAllConsent,
  rejectAllConsent,
  resetConsentStore,
  saveConsent,
} from "../store/consentStore";
import { resetScriptRequests } from "./loadScriptOnce";
import { startConsentedScripts } from "./startConsentedScripts";
import { ADVERTISING_PIXEL_URL, TAG_MANAGER_URL } from "./thirdPartyScripts";

const brand = {
  domains: {
    site: "brand.example",
    app: "app.brand.example",
    register: "",
    shortLink: "",
    china: "",
  },
  tracking: { tagManagerId: "GTM-TEST", advertisingPixelId: "42", attributionKey: "key_test" },
};
const requested = () =>
  [...document.head.querySelectorAll("script")].map((script) => script.src.split("?")[0]);

beforeEach(() => {
  localStorage.clear();
  resetConsentStore();
});

afterEach(() => {
  resetScriptRequests();
  document.head.innerHTML = "";
  delete window.dataLayer;
  delete window.fbq;
});

describe("startConsentedScripts", () => {
  it("loads nothing before a choice or after Reject all", async () => {
    await startConsentedScripts(brand, "brand.example");
    expect(requested()).toEqual([]);
    rejectAllConsent();
    expect(requested()).toEqual([]);
  });

  it("loads analytics and the pixel each after its own consent, once, on a tracking host", async () => {
    await startConsentedScripts(brand, "brand.example");
    saveConsent({ necessary: true, analytics: true, advertising: false });
    expect(requested()).toEqual([TAG_MANAGER_URL]);
    expect(document.head.querySelector("script")!.src).toContain("id=GTM-TEST");
    saveConsent({ necessary: true, analytics: false, advertising: true });
    acceptAllConsent();
    expect(requested()).toEqual([TAG_MANAGER_URL, ADVERTISING_PIXEL_URL]);
    expect(window.fbq!.queue).toEqual([
      ["init", "42"],
      ["track", "PageView"],
    ]);
  });

  it("loads nothing on a host that is not a tracking host, whatever the consent", async () => {
    acceptAllConsent();
    await startConsentedScripts(brand, "localhost");
    expect(requested()).toEqual([]);
  });
});
