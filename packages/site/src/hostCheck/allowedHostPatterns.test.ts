import { describe, expect, it } from "vitest";
import type { BrandConfig } from "@gw/ui";
import { allowedHostPatterns, foreignHostRedirect, parseAllowedHosts } from "./allowedHostPatterns";
import { isAllowedHost } from "./isAllowedHost";

const brand = {
  domains: {
    site: "brand.example",
    app: "app.brand.example",
    register: "join.brand.example",
    shortLink: "brnd.link",
  },
} as BrandConfig;

describe("allowedHostPatterns", () => {
  it("always allows localhost and 127.0.0.1, and the brand's production family", () => {
    const patterns = allowedHostPatterns(brand, undefined);
    for (const host of [
      "localhost",
      "127.0.0.1",
      "brand.example",
      "www.brand.example",
      "app.brand.example",
      "join.brand.example",
      "brnd.link",
    ]) {
      expect(isAllowedHost(host, patterns), host).toBe(true);
    }
    expect(isAllowedHost("other.example", patterns)).toBe(false);
    expect(isAllowedHost("brand.example.evil.example", patterns)).toBe(false);
  });

  it("adds the hosts of VITE_ALLOWED_HOSTS", () => {
    const patterns = allowedHostPatterns(brand, "staging.example, *.preview.example  qa.test");
    expect(isAllowedHost("staging.example", patterns)).toBe(true);
    expect(isAllowedHost("pr-12.preview.example", patterns)).toBe(true);
    expect(isAllowedHost("qa.test", patterns)).toBe(true);
    expect(isAllowedHost("localhost", patterns)).toBe(true);
  });

  it("reads an empty setting as no extra hosts", () => {
    expect(parseAllowedHosts("")).toEqual([]);
    expect(parseAllowedHosts(" , ")).toEqual([]);
  });

  it("sends foreign hosts to the production register page", () => {
    expect(foreignHostRedirect(brand)).toBe("https://brand.example/register");
  });
});
