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

  it("otherwise prepares once the page is idle, and not after the form is gone", () => {
    vi.useFakeTimers();
    const captcha = provider();
    renderHook(() => useFormCaptcha(captcha));
    expect(captcha.prepare).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(captcha.prepare).toHaveBeenCalledOnce();

    const unmounted = provider();
    renderHook(() => useFormCaptcha(unmounted)).unmount();
    vi.advanceTimersByTime(2_000);
    expect(unmounted.prepare).not.toHaveBeenCalled();
  });

  it("asks the browser for an idle moment where it has idle callbacks", () => {
    const idle = vi.fn((task: () => void) => (task(), 7));
    const cancel = vi.fn();
    vi.stubGlobal("requestIdleCallback", idle);
    vi.stubGlobal("cancelIdleCallback", cancel);
    try {
      const captcha = provider();
      renderHook(() => useFormCaptcha(captcha)).unmount();
      expect(idle).toHaveBeenCalledWith(captcha.prepare, { timeout: 2_000 });
      expect(captcha.prepare).toHaveBeenCalledOnce();
      expect(cancel).toHaveBeenCalledWith(7);
    } finally {
      vi.unstubAllGlobals();
    }
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
