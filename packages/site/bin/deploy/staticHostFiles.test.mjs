import { describe, expect, it } from "vitest";
import { redirectsFile, robotsTxt, sitemapXml } from "./staticHostFiles.mjs";

/**
 * @param {string} path
 * @returns {import("./staticHostFiles.mjs").SitemapEntry}
 */
const entry = (path) => {
  const english = `https://goldwattle.com${path.replace(/^\/zh/, "") || "/"}`;
  const chinese = `https://goldwattle.com/zh${path.replace(/^\/zh/, "")}`;
  return {
    loc: `https://goldwattle.com${path}`,
    alternates: [
      ["en", english],
      ["zh-CN", chinese],
      ["x-default", english],
    ],
  };
};

describe("static host files", () => {
  it("lists every page of both languages with its twins, absolute on the production host", () => {
    const xml = sitemapXml(["/", "/docs/fees", "/zh/", "/zh/docs/fees"].map(entry));
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain("<loc>https://goldwattle.com/zh/docs/fees</loc>");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="zh-CN" href="https://goldwattle.com/zh/docs/fees"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://goldwattle.com/docs/fees"/>',
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  });

  it("names the sitemap in robots.txt", () => {
    expect(robotsTxt("join.goldwattle.com")).toContain(
      "Sitemap: https://join.goldwattle.com/sitemap.xml",
    );
  });

  it("rewrites an address to the deepest page above it, by its folder address", () => {
    const file = redirectsFile(["/", "/referral", "/docs", "/docs/fees", "/zh/", "/zh/referral"], {
      languageRoots: ["/zh/"],
    });
    const lines = file.trim().split("\n");
    // A folder address: Cloudflare Pages redirects `/docs/fees` to `/docs/fees/`, and a rewrite to
    // an address that redirects is dropped.
    const deeper = lines.indexOf("/docs/fees/* /docs/fees/ 200");
    expect(deeper).toBeGreaterThanOrEqual(0);
    expect(deeper).toBeLessThan(lines.indexOf("/docs/* /docs/ 200"));
    expect(lines).toContain("/zh/referral/* /zh/referral/ 200");
    expect(lines).not.toContain("/* / 200");
    // Pages applies rules before files: a catch-all would shadow robots.txt and the scripts.
    const fallback = redirectsFile(["/", "/zh/"], { rootFallback: true, languageRoots: ["/zh/"] })
      .trim()
      .split("\n");
    expect(fallback).toEqual(["/zh/* /zh/ 200"]);
  });
});
