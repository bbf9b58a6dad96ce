import type { ContactRequest } from "@gw/api-client";
import { acceptAllConsent, recordedEvents } from "@gw/consent";
import { i18n } from "@gw/i18n";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  fakeApiClient,
  instantCaptcha,
  storedAnswer,
  type ContactAnswer,
} from "../testing/fakeApiClient";
import { CaptchaUnavailableError } from "../captcha/CaptchaProvider";
import { usePreregistrationSubmit } from "./usePreregistrationSubmit";

function wrapper({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}

function submitWith(answer: ContactAnswer, captcha = instantCaptcha) {
  const sent = vi.fn(async (payload: ContactRequest) => {
    void payload;
    return answer;
  });
  const { result } = renderHook(
    () => usePreregistrationSubmit({ client: fakeApiClient(sent), captcha }),
    { wrapper },
  );
  return { submit: result.current.submit, sent };
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});
beforeEach(() => {
  vi.spyOn(toast, "error");
  vi.spyOn(console, "error").mockImplementation(() => {});
});

// Events are recorded only with analytics consent.
beforeAll(acceptAllConsent);
afterEach(() => {
  delete window.dataLayer;
});

describe("usePreregistrationSubmit", () => {
  it("sends the contract's fixed values with the host as source, and records the lead", async () => {
    const { submit, sent } = submitWith(storedAnswer);
    await expect(submit("ann@example.com")).resolves.toBe(true);
    expect(sent).toHaveBeenCalledWith({
      email: "ann@example.com",
      message: "CNY preregistration",
      source: "localhost",
      first_name: "Valued",
      last_name: "Customer",
      full_name: "Valued Customer",
      referral_payload: null,
      hostname: "localhost",
      locale: "en",
      token: "captcha-token",
    });
    expect(recordedEvents()).toEqual([
      { event: "Contact", action: "cny_preregistration", Flow: "CNY" },
      { event: "Lead", Flow: "CNY" },
    ]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows the API's message when it refuses", async () => {
    const { submit } = submitWith({ ok: false, kind: "http", status: 400, message: "Bad token" });
    await expect(submit("ann@example.com")).resolves.toBe(false);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Bad token", { duration: 6000 }));
    expect(recordedEvents()).toEqual([]);
  });

  it("logs a network failure and says it was not sent", async () => {
    const offline = submitWith({ ok: false, kind: "network", message: "offline" });
    await expect(offline.submit("ann@example.com")).resolves.toBe(false);
    expect(console.error).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Your preregistration was not sent. Please check your connection and try again.",
        { duration: 6000 },
      ),
    );
  });

  it("says the spam check could not finish when no captcha solution can be had", async () => {
    const noToken = submitWith(storedAnswer, {
      prepare: () => {},
      token: () => Promise.reject(new CaptchaUnavailableError("no challenge")),
    });
    await expect(noToken.submit("ann@example.com")).resolves.toBe(false);
    expect(noToken.sent).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Not sent: our spam check could not finish. Everything you typed is still here; check your connection and try again.",
        { duration: 6000 },
      ),
    );
  });
});
