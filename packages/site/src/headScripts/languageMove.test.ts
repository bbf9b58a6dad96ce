import { beforeAll, describe, expect, it } from "vitest";
import { LOCALE_STORAGE_KEY } from "@gw/i18n";
import { bundleHeadScript } from "../../bin/bundleHeadScripts.mjs";
import { PAGE_LEAVING_ATTRIBUTE } from "./pageLeaving";

let script = "";
beforeAll(async () => {
  script = await bundleHeadScript("languageMove", null);
});

interface Visit {
  /** The language the server answered in (`<html lang>`). */
  pageLang?: string;
  stored?: string | null;
  cookie?: string;
  language: string;
  cookiesRefused?: boolean;
}

/** Runs the built head script as a page would, and reports where it sent the visitor. */
function visit(
  href: string,
  { pageLang = "en-AU", stored = null, cookie = "", language, cookiesRefused }: Visit,
) {
  const url = new URL(href, "https://goldwattle.com");
  const attributes = new Set<string>();
  const moves: string[] = [];
  let jar = cookie;
  const html = {
    lang: pageLang,
    style: { display: "" },
    setAttribute: (name: string) => attributes.add(name),
  };
  const doc = {
    documentElement: html,
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      if (!cookiesRefused) jar = value.split(";")[0]!;
    },
  };
  new Function("location", "localStorage", "navigator", "document", "history", script)(
    {
      protocol: url.protocol,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      replace: (to: string) => moves.push(`replace ${to}`),
      reload: () => moves.push("reload"),
    },
    { getItem: (key: string) => (key === LOCALE_STORAGE_KEY ? stored : null) },
    { language },
    doc,
    {
      state: null,
      replaceState: (_: unknown, __: string, to: string) => moves.push(`address ${to}`),
    },
  );
  return {
    moves,
    hidden: html.style.display === "none" && attributes.has(PAGE_LEAVING_ATTRIBUTE),
    cookie: jar,
  };
}

describe("the language move head script, as built", () => {
  it("leaves an English visitor on the English page, shown", () => {
    expect(visit("/contact-us", { language: "en-AU" })).toMatchObject({ moves: [], hidden: false });
    expect(visit("/", { language: "de-DE" })).toMatchObject({ moves: [], hidden: false });
  });

  it("sends a Chinese browser to the /zh twin, query and hash kept, where no server chose", () => {
    expect(visit("/", { language: "zh-CN" })).toMatchObject({
      moves: ["replace /zh/"],
      hidden: true,
    });
    expect(visit("/docs/fees?embedded=true#storage", { language: "zh-CN" }).moves).toEqual([
      "replace /zh/docs/fees?embedded=true#storage",
    ]);
  });

  it("gives a Chinese page the server chose its own address, shown and in place", () => {
    expect(
      visit("/docs/fees?embedded=true#storage", { pageLang: "zh-CN", language: "zh-CN" }),
    ).toMatchObject({ moves: ["address /zh/docs/fees?embedded=true#storage"], hidden: false });
    expect(
      visit("/", { pageLang: "zh-CN", cookie: "gw_lang=zh", language: "en-GB" }).moves,
    ).toEqual(["address /zh/"]);
  });

  it("follows a stored choice over the browser, and tells the server through the cookie", () => {
    expect(visit("/live-pricing", { stored: "zh", language: "en-GB" })).toMatchObject({
      moves: ["replace /zh/live-pricing"],
      cookie: "gw_lang=zh",
    });
    expect(visit("/live-pricing", { stored: "en", language: "zh-CN" })).toMatchObject({
      moves: [],
      cookie: "gw_lang=en",
    });
  });

  it("asks again in English when the server answered in Chinese against the visitor's choice", () => {
    expect(
      visit("/contact-us", {
        pageLang: "zh-CN",
        stored: "en",
        cookie: "gw_lang=zh",
        language: "zh-CN",
      }),
    ).toMatchObject({ moves: ["reload"], hidden: true, cookie: "gw_lang=en" });
  });

  it("never reloads in a loop when cookies are refused", () => {
    expect(
      visit("/", { pageLang: "zh-CN", stored: "en", language: "zh-CN", cookiesRefused: true }),
    ).toMatchObject({ moves: [], hidden: false });
  });

  it("never moves a page whose address already names its language", () => {
    expect(
      visit("/zh/contact-us", { pageLang: "zh-CN", stored: "en", language: "en-AU" }).moves,
    ).toEqual([]);
    expect(visit("/zh", { pageLang: "zh-CN", language: "zh-CN" }).moves).toEqual([]);
  });
});
