import { describe, expect, it } from "vitest";
import { LOCALE_PENDING_CLASS, localeBootScript } from "./localeBootScript";
import { LOCALE_STORAGE_KEY } from "./localePreference";

function runBootScript(stored: string | null, language: string) {
  const classes = new Set<string>();
  const attributes: Record<string, string> = {};
  const html = {
    lang: "en-AU",
    classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) },
    setAttribute: (name: string, value: string) => (attributes[name] = value),
  };
  const run = new Function(
    "localStorage",
    "navigator",
    "document",
    "setTimeout",
    localeBootScript(),
  );
  run(
    { getItem: (key: string) => (key === LOCALE_STORAGE_KEY ? stored : null) },
    { language },
    { documentElement: html },
    () => 0,
  );
  return {
    lang: html.lang,
    pending: classes.has(LOCALE_PENDING_CLASS),
    locale: attributes["data-locale"],
  };
}

describe("localeBootScript", () => {
  it("leaves an English visitor's prerendered page alone", () => {
    expect(runBootScript(null, "en-US")).toEqual({ lang: "en-AU", pending: false, locale: "en" });
  });

  it("hides the page for a Chinese browser until the client renders Chinese", () => {
    expect(runBootScript(null, "zh-CN")).toEqual({ lang: "zh-CN", pending: true, locale: "zh" });
  });

  it("follows the stored choice over the browser", () => {
    expect(runBootScript("zh", "en-GB").pending).toBe(true);
    expect(runBootScript("en", "zh-CN").pending).toBe(false);
  });
});
