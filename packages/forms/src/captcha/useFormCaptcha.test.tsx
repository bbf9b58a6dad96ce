import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useFormCaptcha } from "./useFormCaptcha";

function provider(token: () => Promise<string> = async () => "token") {
  return { prepare: vi.fn(), token: vi.fn(token) };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("useFormCaptcha", () => {
  it("prepares at once when a form field already has focus (typed into before hydration)", () => {
    document.body.innerHTML = "<form><input id='field' /></form>";
    document.getElementById("field")!.focus();
    const captcha = provider();
    renderHook(() => useFormCaptcha(captcha));
    expect(captcha.prepare).toHaveBeenCalledOnce();
  });

  it("waits for the first focus otherwise", () => {
    const captcha = provider();
    renderHook(() => useFormCaptcha(captcha));
    expect(captcha.prepare).not.toHaveBeenCalled();
  });

  it("says it is checking only while a submission has waited a moment for its token", async () => {
    vi.useFakeTimers();
    let finish!: (token: string) => void;
    const captcha = provider(() => new Promise((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useFormCaptcha(captcha));
    let token!: Promise<string>;
    act(() => {
      token = result.current.token();
    });
    expect(result.current.checking).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.checking).toBe(true);
    await act(async () => finish("solved"));
    await expect(token).resolves.toBe("solved");
    expect(result.current.checking).toBe(false);
  });

  it("never says so when the token is ready", async () => {
    const captcha = provider();
    const { result } = renderHook(() => useFormCaptcha(captcha));
    await act(async () => {
      await result.current.token();
    });
    expect(result.current.checking).toBe(false);
  });
});
