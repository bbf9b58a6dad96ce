// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { compileContent } from "./compileContent";

function contentTree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "gw-content-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const read = (files: Map<string, string>, path: string) => JSON.parse(files.get(path)!);

describe("compileContent", () => {
  it("falls back to English for a missing translation and table of contents", () => {
    const root = contentTree({
      "docs/v1.0.1/en/fees.md": "# Fees",
      "docs/v1.0.1/en/overview.md": "# About",
      "docs/v1.0.1/en/config/toc-docs.yaml": "- category: Help\n  pages:\n    fees: Fees\n",
      "docs/v1.0.1/zh/fees.md": "# 费用",
    });
    const files = compileContent(root, ["docs"], ["en", "zh"]);
    expect(read(files, "/content/docs/v1.0.1/zh/fees.json")).toMatchObject({
      lang: "zh",
      title: "费用",
    });
    expect(read(files, "/content/docs/v1.0.1/zh/overview.json")).toMatchObject({
      lang: "en",
      title: "About",
    });
    expect(read(files, "/content/docs/v1.0.1/zh/config/toc-docs.json")).toEqual({
      categories: [{ label: "Help", pages: [{ id: "fees", label: "Fees" }] }],
      pages: ["fees", "overview"],
    });
  });

  it("still lists the pages when the table of contents does not parse", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const root = contentTree({
      "legal/v1.0.1/en/terms.md": "# Terms",
      "legal/v1.0.1/en/config/toc-docs.yaml": "- category: [broken\n",
    });
    const files = compileContent(root, ["legal"], ["en"]);
    expect(read(files, "/content/legal/v1.0.1/en/config/toc-docs.json")).toEqual({
      categories: null,
      pages: ["terms"],
    });
  });

  it("names the file when a page's front matter is invalid", () => {
    const root = contentTree({ "docs/v1.0.1/en/bad.md": "---\ntitle: {{x}} y\n---\n# Bad" });
    expect(() => compileContent(root, ["docs"], ["en"])).toThrow(/bad\.md/);
  });

  it("builds the Glossary from the termbase in every language", () => {
    const root = contentTree({
      "docs/v1.0.1/en/fees.md": "# Fees",
      "glossary/terms.yaml":
        "- id: tael\n  en: Tael\n  zh: 司马两\n  definition: { en: 37.429 grams., zh: 37.429 克。 }\n",
    });
    const files = compileContent(root, ["docs"], ["en", "zh"]);
    expect(read(files, "/content/docs/v1.0.1/en/glossary.json")).toMatchObject({
      lang: "en",
      title: "Glossary",
    });
    expect(read(files, "/content/docs/v1.0.1/zh/glossary.json")).toMatchObject({
      lang: "zh",
      title: "术语表",
    });
    expect(files.get("/content/docs/v1.0.1/zh/glossary.json")).toContain("司马两");
    expect(read(files, "/content/docs/v1.0.1/zh/config/toc-docs.json").pages).toContain("glossary");
  });
});
