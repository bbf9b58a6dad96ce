import { describe, expect, it } from "vitest";
import { readConfig } from "./config";

describe("readConfig", () => {
  it("defaults to port 8787, the data folder, no admin listing and the development captcha", () => {
    const config = readConfig({});
    expect(config.port).toBe(8787);
    expect(config.databasePath).toMatch(/apps\/api\/data\/api\.sqlite$/);
    expect(config.adminToken).toBeUndefined();
    expect(config.captcha).toEqual({ provider: "development", secret: undefined });
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

  it("needs a secret for the real captcha provider", () => {
    expect(() => readConfig({ CAPTCHA_PROVIDER: "recaptcha" })).toThrow(/CAPTCHA_SECRET/);
    expect(readConfig({ CAPTCHA_PROVIDER: "recaptcha", CAPTCHA_SECRET: "s" }).captcha).toEqual({
      provider: "recaptcha",
      secret: "s",
      minScore: 0.5,
    });
  });
});
