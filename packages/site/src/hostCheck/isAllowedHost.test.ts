import { describe, expect, it } from "vitest";
import { isAllowedHost } from "./isAllowedHost";

const patterns = ["localhost", "127.0.0.1", "goldwattle.com", "*.goldwattle.com", "gwtl.link"];

describe("isAllowedHost", () => {
  it("allows the exact hosts and any subdomain of a wildcard", () => {
    for (const host of ["localhost", "127.0.0.1", "goldwattle.com", "gwtl.link"]) {
      expect(isAllowedHost(host, patterns), host).toBe(true);
    }
    for (const host of ["www.goldwattle.com", "join.goldwattle.com", "a.b.goldwattle.com"]) {
      expect(isAllowedHost(host, patterns), host).toBe(true);
    }
  });

  it("ignores case and a trailing dot", () => {
    expect(isAllowedHost("GoldWattle.COM", patterns)).toBe(true);
    expect(isAllowedHost("join.goldwattle.com.", patterns)).toBe(true);
    expect(isAllowedHost("Join.GoldWattle.com", [" *.GOLDWATTLE.com. "])).toBe(true);
  });

  it("turns away look-alike hosts", () => {
    const lookAlikes = [
      "goldwattle.com.evil.example",
      "join.goldwattle.com.evil.example",
      "evilgoldwattle.com",
      "goldwattle.co",
      "goldwattle.com-evil.example",
      "xgwtl.link",
      "sub.gwtl.link",
      "localhost.evil.example",
      "127.0.0.1.evil.example",
      "evil.example",
      "",
    ];
    for (const host of lookAlikes) {
      expect(isAllowedHost(host, patterns), host).toBe(false);
    }
  });

  it("does not let a wildcard match its bare domain or a pattern be empty", () => {
    expect(isAllowedHost("example.org", ["*.example.org"])).toBe(false);
    expect(isAllowedHost("", ["", " "])).toBe(false);
    expect(isAllowedHost("anything", [])).toBe(false);
  });
});
