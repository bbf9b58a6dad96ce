import { describe, expect, it } from "vitest";
import {
  contentFilePath,
  isDocumentPath,
  pageFileName,
  pageIdFromPath,
  sectionFromPath,
  sectionPath,
  tocFilePath,
  versionFolder,
} from "./documentPath";

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

  it("keeps nested ids whole", () => {
    expect(pageIdFromPath("/docs", "/docs/guides/first-purchase", "most-common")).toBe(
      "guides/first-purchase",
    );
  });
});

describe("sectionFromPath", () => {
  it("reads the section after /section/", () => {
    expect(sectionFromPath("/docs", "/docs/fees/section/storage-and-insurance")).toBe(
      "storage-and-insurance",
    );
    expect(sectionFromPath("/docs", "/docs/fees/section/%E8%B4%B9%E7%94%A8/")).toBe("费用");
  });

  it("is null without one", () => {
    expect(sectionFromPath("/docs", "/docs/fees")).toBeNull();
    expect(sectionFromPath("/docs", "/docs/fees/section/")).toBeNull();
  });

  it("round-trips with sectionPath", () => {
    const path = sectionPath("/legal", "privacy-policy", "费用");
    expect(path).toBe("/legal/privacy-policy/section/%E8%B4%B9%E7%94%A8");
    expect(sectionFromPath("/legal", path)).toBe("费用");
  });
});

describe("versionFolder", () => {
  it("keeps the text before a dash", () => {
    expect(versionFolder("v1.0.1")).toBe("v1.0.1");
    expect(versionFolder("v1.0.1-rc.2")).toBe("v1.0.1");
  });
});

describe("compiled file paths", () => {
  it("replace slashes in page ids by dashes", () => {
    expect(pageFileName("guides/first-purchase")).toBe("guides-first-purchase");
    expect(contentFilePath("docs", "v1.0.1-beta", "zh", "guides/first-purchase")).toBe(
      "/content/docs/v1.0.1/zh/guides-first-purchase.json",
    );
  });

  it("put the table of contents under config/", () => {
    expect(tocFilePath("legal", "v1.0.1", "en")).toBe(
      "/content/legal/v1.0.1/en/config/toc-docs.json",
    );
  });
});

describe("isDocumentPath", () => {
  it.each([
    "/docs",
    "/docs/fees",
    "/docs/fees/section/storage",
    "/legal/privacy-policy",
    "/legal/terms-and-conditions/section/changes-to-these-terms",
    "/legal#top",
  ])("counts %s as a document, whichever section links to it", (to) => {
    expect(isDocumentPath(to)).toBe(true);
  });

  it.each(["/", "/live-pricing", "/docsx", "/legalese/x", "/contact-us?from=/docs"])(
    "does not count %s",
    (to) => {
      expect(isDocumentPath(to)).toBe(false);
    },
  );
});
