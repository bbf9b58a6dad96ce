import type { ApiClient } from "@gw/api-client";
import {
  acceptAllConsent,
  rejectAllConsent,
  resetConsentStore,
  resetScriptRequests,
} from "@gw/consent";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CaptchaConsentError } from "./captchaConsent";
import { developmentCaptchaProvider } from "./developmentCaptchaProvider";
import { RECAPTCHA_SCRIPT_URL, recaptchaProvider } from "./recaptchaProvider";

function clientIssuing(result: Awaited<ReturnType<ApiClient["issueDevCaptchaToken"]>>): ApiClient {
  return {
    sendContactRequest: vi.fn(),
    createPriceAlert: vi.fn(),
    verifyReferral: vi.fn(),
    issueDevCaptchaToken: async () => result,
  };
}

beforeEach(() => {
  localStorage.clear();
  resetConsentStore();
});

afterEach(() => {
  delete window.grecaptcha;
  resetScriptRequests();
  document.head.innerHTML = "";
});

const captchaScripts = () =>
  document.head.querySelectorAll(`script[src^="${RECAPTCHA_SCRIPT_URL}"]`);

/** The page answering the script request. */
function loadCaptchaScript(outcome: "load" | "error" = "load") {
  captchaScripts()[0]!.dispatchEvent(new Event(outcome));
}

describe("developmentCaptchaProvider", () => {
  it("hands out the API's development token", async () => {
    const client = clientIssuing({
      ok: true,
      status: 200,
      data: { token: "dev.1", expires_at: "" },
    });
    await expect(developmentCaptchaProvider(client).execute("submit")).resolves.toBe("dev.1");
  });

  it("rejects when the API gives no token", async () => {
    const client = clientIssuing({ ok: false, kind: "network", message: "offline" });
    await expect(developmentCaptchaProvider(client).execute("submit")).rejects.toThrow(/network/);
  });
});

describe("recaptchaProvider", () => {
  it("fails clearly before a cookie choice, without loading anything", async () => {
    await expect(recaptchaProvider("site-key").execute("submit")).rejects.toBeInstanceOf(
      CaptchaConsentError,
    );
    expect(captchaScripts()).toHaveLength(0);
  });

  it("after any choice (Reject all too) loads the script once and executes the submit action", async () => {
    rejectAllConsent();
    const execute = vi.fn(async () => "real-token");
    const provider = recaptchaProvider("site-key");
    const first = provider.execute("submit");
    expect(captchaScripts()).toHaveLength(1);
    expect(captchaScripts()[0]!.getAttribute("src")).toBe(
      `${RECAPTCHA_SCRIPT_URL}?render=site-key`,
    );
    window.grecaptcha = { ready: (callback) => callback(), execute };
    loadCaptchaScript();
    await expect(first).resolves.toBe("real-token");
    await expect(provider.execute("submit")).resolves.toBe("real-token");
    expect(captchaScripts()).toHaveLength(1);
    expect(execute).toHaveBeenCalledWith("site-key", { action: "submit" });
  });

  it("rejects when the script cannot load", async () => {
    acceptAllConsent();
    const token = recaptchaProvider("site-key").execute("submit");
    loadCaptchaScript("error");
    await expect(token).rejects.toThrow(/Could not load/);
  });
});
