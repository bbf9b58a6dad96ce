import { describe, expect, it } from "vitest";
import { pageIdFromPath, versionFolder } from "./documentPath";

describe("pageIdFromPath", () => {
  it("takes the path after the base", () => {
    expect(pageIdFromPath("/docs", "/docs/fees", "most-common")).toBe("fees");
  });

  it("strips a trailing slash", () => {
    expect(pageIdFromPath("/docs", "/docs/fees/", "most-common")).toBe("fees");
  });

  it("falls back to the default page", () => {
    expect(pageIdFromPath("/legal", "/legal", "terms-and-conditions")).toBe("terms-and-conditions");
    expect(pageIdFromPath("/legal", "/legal/", "terms-and-conditions")).toBe(
      "terms-and-conditions",
    );
  });

  it("ignores a section suffix", () => {
    expect(pageIdFromPath("/docs", "/docs/fees/section/storage", "most-common")).toBe("fees");
  });
});

describe("versionFolder", () => {
  it("keeps the text before a dash", () => {
    expect(versionFolder("v1.0.1")).toBe("v1.0.1");
    expect(versionFolder("v1.0.1-rc.2")).toBe("v1.0.1");
  });
});
