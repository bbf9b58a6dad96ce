import { describe, expect, it } from "vitest";
import { pageLinks } from "./pageLinks";

describe("pageLinks", () => {
  it("names the English page canonical, with its Chinese twin and the English default", () => {
    expect(pageLinks("goldwattle.com", "/docs/fees")).toEqual([
      { rel: "canonical", href: "https://goldwattle.com/docs/fees" },
      { rel: "alternate", hrefLang: "en", href: "https://goldwattle.com/docs/fees" },
      { rel: "alternate", hrefLang: "zh-CN", href: "https://goldwattle.com/zh/docs/fees" },
      { rel: "alternate", hrefLang: "x-default", href: "https://goldwattle.com/docs/fees" },
    ]);
  });

  it("names the Chinese home page canonical at its own address", () => {
    const links = pageLinks("cny.goldwattle.com", "/zh/");
    expect(links[0]).toEqual({ rel: "canonical", href: "https://cny.goldwattle.com/zh/" });
    expect(links.find((link) => link.hrefLang === "en")?.href).toBe("https://cny.goldwattle.com/");
  });
});
