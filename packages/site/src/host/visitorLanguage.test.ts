import { describe, expect, it } from "vitest";
import { inVisitorLanguage, isPageAddress } from "./visitorLanguage";

const answer = (pathname: string, visitor: { cookie?: string; acceptLanguage?: string } = {}) =>
  inVisitorLanguage(pathname, visitor).path;

describe("inVisitorLanguage", () => {
  it("answers a Chinese visitor's unprefixed page with its Chinese twin", () => {
    expect(answer("/", { cookie: "gw_lang=zh" })).toBe("/zh/");
    expect(answer("/contact-us", { acceptLanguage: "zh-CN,zh;q=0.9" })).toBe("/zh/contact-us");
    expect(answer("/referral/GOLDFRIEND", { cookie: "gw_lang=zh" })).toBe(
      "/zh/referral/GOLDFRIEND",
    );
    expect(inVisitorLanguage("/", {}).chosen).toBe(true);
  });

  it("keeps English for English visitors and crawlers", () => {
    expect(answer("/")).toBe("/");
    expect(answer("/docs/fees", { acceptLanguage: "en-AU" })).toBe("/docs/fees");
    expect(answer("/docs/fees", { cookie: "gw_lang=en", acceptLanguage: "zh-CN" })).toBe(
      "/docs/fees",
    );
  });

  it("leaves prefixed addresses alone, and an address that only starts like a prefix is not one", () => {
    expect(inVisitorLanguage("/zh/", { acceptLanguage: "en" })).toEqual({
      path: "/zh/",
      chosen: false,
    });
    expect(answer("/zh", { acceptLanguage: "en" })).toBe("/zh");
    expect(answer("/zhong", { cookie: "gw_lang=zh" })).toBe("/zh/zhong");
  });
});

describe("isPageAddress", () => {
  it("tells pages (folders) from the build's files", () => {
    expect(isPageAddress("/docs/fees")).toBe(true);
    expect(isPageAddress("/")).toBe(true);
    expect(isPageAddress("/assets/app-1a2b.js")).toBe(false);
    expect(isPageAddress("/robots.txt")).toBe(false);
  });
});
