import { describe, expect, it } from "vitest";
import { developmentCaptcha } from "./developmentCaptcha";

const clock = { now: 1_700_000_000_000 };
const captcha = developmentCaptcha("secret", () => clock.now);

describe("developmentCaptcha", () => {
  it("accepts its own token for at least two minutes", async () => {
    const start = clock.now;
    const { token } = captcha.issue();
    clock.now = start + 2 * 60 * 1000;
    expect(await captcha.verify(token, undefined)).toEqual({ ok: true });
    clock.now = start;
  });

  it("refuses a token after ten minutes", async () => {
    const start = clock.now;
    const { token } = captcha.issue();
    clock.now = start + 10 * 60 * 1000 + 1;
    expect(await captcha.verify(token, undefined)).toEqual({
      ok: false,
      reason: "Captcha token has expired",
    });
    clock.now = start;
  });

  it("refuses a token signed with another secret or tampered with", async () => {
    const { token } = developmentCaptcha("other", () => clock.now).issue();
    expect(await captcha.verify(token, undefined)).toMatchObject({ ok: false });
    const [prefix, issued, nonce, signature] = captcha.issue().token.split(".");
    const later = `${prefix}.${Number(issued) + 60_000}.${nonce}.${signature}`;
    expect(await captcha.verify(later, undefined)).toEqual({
      ok: false,
      reason: "Captcha token is not valid",
    });
  });

  it.each(["", "dev", "dev.1.2", "prod.1.2.3", "dev.1.2.3.4"])(
    "refuses the malformed token %j",
    async (token) => {
      expect(await captcha.verify(token, undefined)).toEqual({
        ok: false,
        reason: "Captcha token is malformed",
      });
    },
  );
});
