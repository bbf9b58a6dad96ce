import { describe, expect, it, vi } from "vitest";
import { CaptchaUnavailableError } from "./CaptchaProvider";
import { lazyCaptcha } from "./lazyCaptcha";

function loaded() {
  return { prepare: vi.fn(), token: vi.fn(async () => "token") };
}

describe("lazyCaptcha", () => {
  it("loads nothing until used, then once, and passes prepare and token on", async () => {
    const provider = loaded();
    const load = vi.fn(async () => provider);
    const captcha = lazyCaptcha(load);
    expect(load).not.toHaveBeenCalled();
    captcha.prepare();
    captcha.prepare();
    await expect(captcha.token()).resolves.toBe("token");
    expect(load).toHaveBeenCalledOnce();
    expect(provider.prepare).toHaveBeenCalledTimes(2);
  });

  it("says the captcha is unavailable when its code does not load, and tries again next time", async () => {
    const provider = loaded();
    const load = vi
      .fn<() => Promise<typeof provider>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(provider);
    const captcha = lazyCaptcha(load);
    await expect(captcha.token()).rejects.toBeInstanceOf(CaptchaUnavailableError);
    await expect(captcha.token()).resolves.toBe("token");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
