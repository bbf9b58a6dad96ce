import { describe, expect, it } from "vitest";
import { defaultLocale, supportedLocales } from "./locales";
import {
  choiceCookie,
  cookieChoice,
  cookieLocale,
  CURRENCY_COOKIE,
  localeCookie,
  preferredLanguage,
  requestLocale,
} from "./visitorChoices.mjs";

const choose = (cookie: string | null, acceptLanguage: string | null) =>
  requestLocale({ cookie, acceptLanguage }, supportedLocales, defaultLocale);

describe("requestLocale", () => {
  it("answers a crawler (no cookie, no language) in English", () => {
    expect(choose(null, null)).toBe("en");
    expect(choose("", "")).toBe("en");
  });

  it("follows a stored choice over the browser's language", () => {
    expect(choose("gw_lang=zh", "en-AU,en;q=0.9")).toBe("zh");
    expect(choose("theme=dark; gw_lang=en", "zh-CN,zh;q=0.9")).toBe("en");
  });

  it("ignores a stored value that is no language of the site", () => {
    expect(choose("gw_lang=xx", "zh-CN")).toBe("zh");
    expect(choose("gw_lang=", "de-DE")).toBe("en");
  });

  it("takes the browser's first language, by weight", () => {
    expect(choose(null, "zh-CN,zh;q=0.9,en;q=0.8")).toBe("zh");
    expect(choose(null, "de-DE,zh;q=0.9")).toBe("en");
    expect(choose(null, "en;q=0.5,zh-TW;q=0.8")).toBe("zh");
    expect(choose(null, "*")).toBe("en");
    expect(choose(null, "zh;q=0")).toBe("en");
  });

  it("decides from a browser's `navigator.language` as from its header (the head script's case)", () => {
    for (const [header, navigatorLanguage] of [
      ["zh-CN,zh;q=0.9", "zh-CN"],
      ["en-AU,zh;q=0.9", "en-AU"],
      ["de-DE,de;q=0.9,zh;q=0.8", "de-DE"],
      ["ZH-hans", "ZH-hans"],
      ["zh-Hant-TW", "zh-Hant-TW"],
    ] as const) {
      for (const stored of [null, "en", "zh"]) {
        const cookie = stored ? `gw_lang=${stored}` : null;
        expect(choose(cookie, header)).toBe(choose(cookie, navigatorLanguage));
      }
    }
    expect(choose(null, "zh-CN")).toBe("zh");
    expect(choose(null, "de-DE")).toBe("en");
  });
});

describe("the choice cookies", () => {
  it("are one codec for every choice", () => {
    const cookie = choiceCookie(CURRENCY_COOKIE, "USD", { secure: true });
    expect(cookie).toBe("gw_currency=USD; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    expect(cookieChoice(`gw_lang=zh; ${cookie.split(";")[0]}`, CURRENCY_COOKIE)).toBe("USD");
    expect(cookieChoice("gw_lang=zh", CURRENCY_COOKIE)).toBeNull();
  });
});

describe("the language cookie", () => {
  it("round-trips through a Cookie header", () => {
    const cookie = localeCookie("zh");
    expect(cookie).toMatch(/^gw_lang=zh; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(cookieLocale(cookie.split(";")[0])).toBe("zh");
    expect(localeCookie("en", { secure: true })).toMatch(/; Secure$/);
  });

  it("is found among other cookies and not by a longer name", () => {
    expect(cookieLocale("a=1; gw_lang=zh; b=2")).toBe("zh");
    expect(cookieLocale("old_gw_lang=zh")).toBeNull();
  });

  it("reads no language from malformed headers", () => {
    expect(preferredLanguage("en;q=abc, ;;, zh-CN;q=2")).toBeNull();
    expect(cookieLocale("gw_lang")).toBeNull();
  });
});
