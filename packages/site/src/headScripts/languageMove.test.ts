import { beforeAll, describe, expect, it } from "vitest";
import { bundleHeadScript } from "../../bin/bundleHeadScripts.mjs";
import { PAGE_LEAVING_ATTRIBUTE } from "./pageLeaving";

let script = "";
beforeAll(async () => {
  script = await bundleHeadScript("languageMove", null);
});

interface Visit {
  /** The language the server answered in (`<html lang>`). */
  pageLang?: string;
  cookie?: string;
  language: string;
}

/** Runs the built head script as a page would, and reports where it sent the visitor. */
function visit(href: string, { pageLang = "en-AU", cookie = "", language }: Visit) {
  const url = new URL(href, "https://goldwattle.com");
  const attributes = new Set<string>();
  const moves: string[] = [];
  const html = {
    lang: pageLang,
    style: { display: "" },
    setAttribute: (name: string) => attributes.add(name),
  };
  const doc = { documentElement: html, cookie };
  new Function("location", "navigator", "document", "history", script)(
    {
      protocol: url.protocol,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      replace: (to: string) => moves.push(`replace ${to}`),
      reload: () => moves.push("reload"),
    },
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

  it("follows the language cookie over the browser, as the host does", () => {
    expect(visit("/live-pricing", { cookie: "gw_lang=zh", language: "en-GB" })).toMatchObject({
      moves: ["replace /zh/live-pricing"],
      hidden: true,
    });
    expect(visit("/live-pricing", { cookie: "gw_lang=en", language: "zh-CN" })).toMatchObject({
      moves: [],
      hidden: false,
    });
  });

  it("never moves a page whose address already names its language", () => {
    expect(
      visit("/zh/contact-us", { pageLang: "zh-CN", cookie: "gw_lang=en", language: "en-AU" }).moves,
    ).toEqual([]);
    expect(visit("/zh", { pageLang: "zh-CN", language: "zh-CN" }).moves).toEqual([]);
  });
});
