import { describe, expect, it } from "vitest";
import { localeOf } from "./localeOf";

describe("localeOf", () => {
  it("gives the active language when the site supports it", () => {
    expect(localeOf({ locale: "en" })).toBe("en");
    expect(localeOf({ locale: "zh" })).toBe("zh");
  });

  it("falls back to English before activation or for a language the site does not have", () => {
    expect(localeOf({ locale: "" })).toBe("en");
    expect(localeOf({ locale: "fr" })).toBe("en");
    expect(localeOf({ locale: "zh-CN" })).toBe("en");
  });
});
