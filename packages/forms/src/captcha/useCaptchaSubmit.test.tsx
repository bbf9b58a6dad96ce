import type { ApiResult } from "@gw/api-client";
import { i18n } from "@gw/i18n";
import { useToasterWanted } from "@gw/ui";
import { I18nProvider } from "@lingui/react";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { instantCaptcha } from "../testing/fakeApiClient";
import { CaptchaUnavailableError, type CaptchaProvider } from "./CaptchaProvider";
import { useCaptchaSubmit } from "./useCaptchaSubmit";

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);
const offline = "Not sent: check your connection.";
const spamCheck = /^Not sent: our spam check could not finish/;

function setUp(answers: ApiResult<string>[], captcha: CaptchaProvider = instantCaptcha) {
  const call = vi.fn(async (fields: string, token: string) => {
    void fields;
    void token;
    return answers.shift()!;
  });
  const onSent = vi.fn();
  const { result } = renderHook(
    () => useCaptchaSubmit({ captcha, call, onSent, notSentMessage: offline, logLabel: "Test" }),
    { wrapper },
  );
  return { result, call, onSent };
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(() => {
  vi.spyOn(toast, "error");
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("useCaptchaSubmit", () => {
  // First: the toaster, once wanted, stays so for the file's other tests.
  it("readies the captcha and the toaster at the form's first focus or input", () => {
    const captcha = { prepare: vi.fn(), token: vi.fn(async () => "captcha-token") };
    const { result } = setUp([], captcha);
    const toaster = renderHook(() => useToasterWanted());
    expect(toaster.result.current).toBe(false);
    act(() => result.current.captcha.prepare());
    expect(captcha.prepare).toHaveBeenCalled();
    expect(toaster.result.current).toBe(true);
  });

  it("calls with the prepared token and hands the answer to onSent", async () => {
    const { result, call, onSent } = setUp([{ ok: true, status: 201, data: "stored" }]);
    await act(async () => expect(await result.current.submit("fields")).toBe(true));
    expect(call).toHaveBeenCalledWith("fields", "captcha-token");
    expect(onSent).toHaveBeenCalledWith("stored", "fields");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("refuses a second submit while the first is on its way", async () => {
    let answer!: (result: ApiResult<string>) => void;
    const { result, call } = setUp([]);
    call.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    let first!: Promise<boolean>;
    act(() => {
      first = result.current.submit("once");
    });
    await act(async () => expect(await result.current.submit("twice")).toBe(false));
    await act(async () => answer({ ok: true, status: 201, data: "stored" }));
    await expect(first).resolves.toBe(true);
    expect(call).toHaveBeenCalledOnce();
  });

  it.each([
    [
      "the API's own reason",
      { ok: false, kind: "http", status: 400, message: "Bad address" },
      "Bad address",
    ],
    [
      "the form's words for a network failure",
      { ok: false, kind: "network", message: "offline" },
      offline,
    ],
    [
      "the spam check after two refusals",
      { ok: false, kind: "http", status: 400, message: "expired", code: "captcha" },
      spamCheck,
    ],
  ] as const)("says %s in a toast and logs it", async (_, answer, said) => {
    const { result, onSent } = setUp([answer, answer]);
    await act(async () => expect(await result.current.submit("fields")).toBe(false));
    expect(onSent).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(said), { duration: 6000 });
    expect(console.error).toHaveBeenCalledWith("Test not sent:", answer);
  });

  it("sends nothing when no solution can be had", async () => {
    const { result, call } = setUp([], {
      prepare: () => {},
      token: () => Promise.reject(new CaptchaUnavailableError("no challenge")),
    });
    await act(async () => expect(await result.current.submit("fields")).toBe(false));
    expect(call).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(spamCheck), { duration: 6000 });
  });
});
