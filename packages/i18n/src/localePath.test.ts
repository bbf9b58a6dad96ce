import { describe, expect, it } from "vitest";
import { localeFromPath, localePrefix, localizedPath, unprefixedPath } from "./localePath";

describe("locale addresses", () => {
  it("reads the language from the address", () => {
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/contact-us")).toBe("en");
    expect(localeFromPath("/zh")).toBe("zh");
    expect(localeFromPath("/zh/")).toBe("zh");
    expect(localeFromPath("/zh/docs/fees")).toBe("zh");
    expect(localeFromPath("/zhongwen")).toBe("en");
    expect(localeFromPath("/docs/zh")).toBe("en");
  });

  it("gives English no prefix and Chinese /zh", () => {
    expect(localePrefix("en")).toBe("");
    expect(localePrefix("zh")).toBe("/zh");
  });

  it("moves a page between languages both ways", () => {
    expect(localizedPath("/", "zh")).toBe("/zh/");
    expect(localizedPath("/contact-us", "zh")).toBe("/zh/contact-us");
    expect(localizedPath("/zh/docs/fees/section/storage", "en")).toBe("/docs/fees/section/storage");
    expect(localizedPath("/zh", "en")).toBe("/");
    expect(localizedPath("/zh/referral/ABC", "zh")).toBe("/zh/referral/ABC");
    expect(unprefixedPath("/zh/legal/privacy-policy")).toBe("/legal/privacy-policy");
  });
});
