import { localOrigin } from "@gw/workspace";
import { describe, expect, it } from "vitest";
import { deviceOfUserAgent, siteOfOrigin } from "./confirmationDimensions";
import { notCounted } from "./notCounted";

describe("siteOfOrigin", () => {
  it.each([
    ["https://goldwattle.com", "main"],
    ["https://www.goldwattle.com", "main"],
    ["https://goldwattleprivate.com", "vip"],
    ["https://cny.goldwattle.com", "cny"],
    ["https://join.goldwattle.com", "register"],
    ["https://gwtl.link", "register"],
    [localOrigin("cny"), "cny"],
    [localOrigin("vip"), "vip"],
    [localOrigin("register"), "register"],
    ["https://evil.example", "main"],
    ["", "main"],
    [null, "main"],
  ] as const)("%s is %s", (origin, site) => {
    expect(siteOfOrigin(origin)).toBe(site);
  });
});

describe("deviceOfUserAgent", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1", "phone"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/131.0 Mobile Safari/537.36", "phone"],
    ["Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1", "tablet"],
    ["Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/131.0 Safari/537.36", "tablet"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36", "desktop"],
    [undefined, "desktop"],
  ] as const)("%s is a %s", (agent, device) => {
    expect(deviceOfUserAgent(agent)).toBe(device);
  });
});

describe("notCounted", () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name];
  const chrome = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36";

  it.each([
    [{ "Sec-GPC": "1", "User-Agent": chrome }, "gpc"],
    [{ "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0)" }, "bot"],
    [{ "User-Agent": "Mozilla/5.0 (compatible; Baiduspider/2.0)" }, "bot"],
    [{ "User-Agent": "WhatsApp/2.23.20.0" }, "bot"],
    [{ "User-Agent": "TelegramBot (like TwitterBot)" }, "bot"],
    [{ "User-Agent": chrome }, null],
    [{ "Sec-GPC": "0", "User-Agent": chrome }, null],
  ])("%j: %s", (values, reason) => {
    expect(notCounted(headers(values))).toBe(reason);
  });
});
