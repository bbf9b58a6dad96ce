import { describe, expect, it } from "vitest";
import { defaultCaptchaDifficulty, developmentCaptchaKey } from "./features/captcha/captchaConfig";
import { readConfig } from "./config";

describe("readConfig", () => {
  it("defaults to port 8787, the data folder, no admin listing and the development captcha key", () => {
    const config = readConfig({});
    expect(config.port).toBe(8787);
    expect(config.databasePath).toMatch(/apps\/api\/data\/api\.sqlite$/);
    expect(config.adminToken).toBeUndefined();
    expect(config.captcha).toEqual({
      hmacKey: developmentCaptchaKey,
      ...defaultCaptchaDifficulty,
      lifetimeMs: 30 * 60_000,
    });
  });

  it("listens on every interface unless HOST names an address", () => {
    expect(readConfig({}).host).toBeUndefined();
    expect(readConfig({ HOST: "" }).host).toBeUndefined();
    expect(readConfig({ HOST: "127.0.0.1" }).host).toBe("127.0.0.1");
  });

  it("believes forwarded addresses only with API_PROXY_TOKEN or API_TRUST_PROXY=1", () => {
    expect(readConfig({})).toMatchObject({ proxyToken: undefined, trustProxy: false });
    expect(readConfig({ API_PROXY_TOKEN: "secret" }).proxyToken).toBe("secret");
    expect(readConfig({ API_TRUST_PROXY: "1" }).trustProxy).toBe(true);
  });

  it("lets one client send at least 60 contact requests a minute by default", () => {
    expect(readConfig({}).rateLimitPerMinute).toBeGreaterThanOrEqual(60);
    expect(readConfig({ API_RATE_LIMIT_PER_MINUTE: "5" }).rateLimitPerMinute).toBe(5);
  });

  it("allows the four site origins on this checkout's ports", () => {
    const origins = readConfig({ GW_PORT_OFFSET: "200" }).corsOrigins;
    expect(origins).toContain("http://localhost:4373");
    expect(origins).toContain("http://localhost:4376");
    expect(origins).not.toContain("http://localhost:4173");
    expect(
      readConfig({ API_CORS_ORIGINS: "https://a.example, https://b.example" }).corsOrigins,
    ).toEqual(["https://a.example", "https://b.example"]);
  });

  it("reads the captcha's key, difficulty and lifetime, refusing what is not a whole number", () => {
    expect(
      readConfig({
        CAPTCHA_HMAC_KEY: "k",
        CAPTCHA_COST: "1000",
        CAPTCHA_MAX_COUNTER: "50",
        CAPTCHA_LIFETIME_SECONDS: "60",
      }).captcha,
    ).toEqual({ hmacKey: "k", cost: 1000, maxCounter: 50, lifetimeMs: 60_000 });
    expect(() => readConfig({ CAPTCHA_COST: "1.5" })).toThrow(/CAPTCHA_COST/);
    expect(() => readConfig({ CAPTCHA_MAX_COUNTER: "0" })).toThrow(/CAPTCHA_MAX_COUNTER/);
  });
});
