import { describe, expect, it } from "vitest";
import { LOCALE_STORAGE_KEY } from "@gw/i18n";
import { localeRedirectScript } from "./localeRedirectScript";
import { PAGE_LEAVING_ATTRIBUTE } from "./pageLeaving";

/** Runs the inline script as a page would, and reports where it sent the visitor. */
function visit(href: string, stored: string | null, language: string) {
  const url = new URL(href, "https://goldwattle.com");
  const attributes = new Set<string>();
  const replaced: string[] = [];
  const html = { style: { display: "" }, setAttribute: (name: string) => attributes.add(name) };
  new Function("location", "localStorage", "navigator", "document", localeRedirectScript())(
    {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      replace: (to: string) => replaced.push(to),
    },
    { getItem: (key: string) => (key === LOCALE_STORAGE_KEY ? stored : null) },
    { language },
    { documentElement: html },
  );
  return {
    movedTo: replaced[0] ?? null,
    hidden: html.style.display === "none" && attributes.has(PAGE_LEAVING_ATTRIBUTE),
  };
}

describe("localeRedirectScript", () => {
  it("leaves an English visitor on the English page, shown", () => {
    expect(visit("/contact-us", null, "en-AU")).toEqual({ movedTo: null, hidden: false });
    expect(visit("/", null, "de-DE")).toEqual({ movedTo: null, hidden: false });
  });

  it("sends a Chinese browser to the /zh twin, query and hash kept", () => {
    expect(visit("/", null, "zh-CN")).toEqual({ movedTo: "/zh/", hidden: true });
    expect(visit("/docs/fees?embedded=true#storage", null, "zh-CN").movedTo).toBe(
      "/zh/docs/fees?embedded=true#storage",
    );
  });

  it("follows a stored choice over the browser", () => {
    expect(visit("/live-pricing", "zh", "en-GB").movedTo).toBe("/zh/live-pricing");
    expect(visit("/live-pricing", "en", "zh-CN").movedTo).toBeNull();
  });

  it("never moves a page whose address already names its language", () => {
    expect(visit("/zh/contact-us", "en", "en-AU").movedTo).toBeNull();
    expect(visit("/zh", null, "zh-CN").movedTo).toBeNull();
  });
});
