import { describe, expect, it } from "vitest";
import { rewriteDocLink } from "./rewriteDocLink";

describe("rewriteDocLink", () => {
  it("turns #anchor into a section address on the current page", () => {
    expect(rewriteDocLink("#storage", "/docs", "fees")).toEqual({
      kind: "app",
      to: "/docs/fees/section/storage",
    });
  });

  it("turns ../page#anchor into a section address on that page", () => {
    expect(rewriteDocLink("../fees#transfers", "/docs", "most-common")).toEqual({
      kind: "app",
      to: "/docs/fees/section/transfers",
    });
  });

  it("turns ../page into that page", () => {
    expect(rewriteDocLink("../privacy-policy", "/legal", "terms-and-conditions")).toEqual({
      kind: "app",
      to: "/legal/privacy-policy",
    });
    expect(rewriteDocLink("../overview.md", "/docs", "fees")).toEqual({
      kind: "app",
      to: "/docs/overview",
    });
  });

  it("leaves #/ links alone", () => {
    expect(rewriteDocLink("#/pricing", "/docs", "fees")).toEqual({
      kind: "href",
      href: "#/pricing",
    });
  });

  it("makes other hash links inert", () => {
    expect(rewriteDocLink("#", "/docs", "fees")).toEqual({ kind: "inert" });
    expect(rewriteDocLink("fees#storage", "/docs", "most-common")).toEqual({ kind: "inert" });
    expect(rewriteDocLink("https://example.com/a#b", "/docs", "fees")).toEqual({
      kind: "inert",
    });
  });

  it("navigates same-site paths in the app and leaves the rest as links", () => {
    expect(rewriteDocLink("/live-pricing", "/docs", "fees")).toEqual({
      kind: "app",
      to: "/live-pricing",
    });
    expect(rewriteDocLink("mailto:hello@example.com", "/docs", "fees")).toEqual({
      kind: "href",
      href: "mailto:hello@example.com",
    });
    expect(rewriteDocLink("//example.com", "/docs", "fees")).toEqual({
      kind: "href",
      href: "//example.com",
    });
  });
});
