import { describe, expect, it } from "vitest";
import { pickLocale } from "./pickLocale";

const supported = ["en", "zh"];

describe("pickLocale", () => {
  it("prefers a stored, supported choice over the browser language", () => {
    expect(pickLocale("zh", "en-AU", supported, "en")).toBe("zh");
    expect(pickLocale("en", "zh-CN", supported, "en")).toBe("en");
  });

  it("ignores a stored value that is not supported", () => {
    expect(pickLocale("fr", "zh-CN", supported, "en")).toBe("zh");
  });

  it("uses the first part of the browser language when supported", () => {
    expect(pickLocale(null, "zh-CN", supported, "en")).toBe("zh");
    expect(pickLocale(null, "zh-Hant-TW", supported, "en")).toBe("zh");
    expect(pickLocale(null, "ZH", supported, "en")).toBe("zh");
  });

  it("falls back when nothing matches", () => {
    expect(pickLocale(null, "de-DE", supported, "en")).toBe("en");
    expect(pickLocale(undefined, undefined, supported, "en")).toBe("en");
    expect(pickLocale("", "", supported, "en")).toBe("en");
  });
});
