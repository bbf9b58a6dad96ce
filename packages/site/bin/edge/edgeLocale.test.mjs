import { describe, expect, it } from "vitest";
import { edgeAnswerPath } from "./edgeLocale.mjs";

/** @param {string} pathname @param {{ cookie?: string, acceptLanguage?: string }} [visitor] */
const answer = (pathname, { cookie, acceptLanguage } = {}) =>
  edgeAnswerPath({ pathname, cookie, acceptLanguage }, ["zh"]);

describe("edgeAnswerPath", () => {
  it("answers a Chinese visitor's unprefixed page with its Chinese twin", () => {
    expect(answer("/", { cookie: "gw_lang=zh" })).toBe("/zh/");
    expect(answer("/contact-us", { acceptLanguage: "zh-CN,zh;q=0.9" })).toBe("/zh/contact-us");
    expect(answer("/referral/GOLDFRIEND", { cookie: "gw_lang=zh" })).toBe(
      "/zh/referral/GOLDFRIEND",
    );
  });

  it("keeps English for English visitors and crawlers", () => {
    expect(answer("/")).toBe("/");
    expect(answer("/docs/fees", { acceptLanguage: "en-AU" })).toBe("/docs/fees");
    expect(answer("/docs/fees", { cookie: "gw_lang=en", acceptLanguage: "zh-CN" })).toBe(
      "/docs/fees",
    );
  });

  it("leaves prefixed addresses and files alone", () => {
    expect(answer("/zh/", { acceptLanguage: "en" })).toBeNull();
    expect(answer("/zh", { acceptLanguage: "en" })).toBeNull();
    expect(answer("/assets/app-1a2b.js", { cookie: "gw_lang=zh" })).toBeNull();
    expect(answer("/robots.txt", { cookie: "gw_lang=zh" })).toBeNull();
    expect(answer("/og/home-en.png", { cookie: "gw_lang=zh" })).toBeNull();
  });

  it("treats an address that only starts like a prefix as unprefixed", () => {
    expect(answer("/zhong", { cookie: "gw_lang=zh" })).toBe("/zh/zhong");
  });
});
