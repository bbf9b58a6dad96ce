import type { ApiClient } from "@gw/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { developmentCaptchaProvider } from "./developmentCaptchaProvider";
import { recaptchaProvider } from "./recaptchaProvider";

function clientIssuing(result: Awaited<ReturnType<ApiClient["issueDevCaptchaToken"]>>): ApiClient {
  return {
    sendContactRequest: vi.fn(),
    verifyReferral: vi.fn(),
    issueDevCaptchaToken: async () => result,
  };
}

afterEach(() => {
  delete window.grecaptcha;
});

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
  it("executes the submit action with the site key", async () => {
    const execute = vi.fn(async () => "real-token");
    window.grecaptcha = { ready: (callback) => callback(), execute };
    await expect(recaptchaProvider("site-key").execute("submit")).resolves.toBe("real-token");
    expect(execute).toHaveBeenCalledWith("site-key", { action: "submit" });
  });

  it("rejects while the script is not loaded", async () => {
    await expect(recaptchaProvider("site-key").execute("submit")).rejects.toThrow(/not loaded/);
  });
});
