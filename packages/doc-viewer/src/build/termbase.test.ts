// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkTermbase, formatViolation } from "./checkTermbase";
import { glossaryMarkdown } from "./glossaryMarkdown";
import { compileMarkdown } from "./compileMarkdown";
import { catalogTranslations, findTermViolations, parseTermbase } from "./termbase";

const TERMS = `
- id: storage
  en: Storage
  zh: 存储
  forbidden: [保管]
  allowed: [妥善保管]
  definition: { en: Keeping metal in the vault., zh: 将金属存放在金库中。 }
- id: nzd
  en: NZD
  zh: 新西兰元
  forbidden: [纽元]
  definition: { en: A currency., zh: 一种货币。 }
`;
const terms = parseTermbase(TERMS);

function repo(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "gw-terms-"));
  for (const [path, text] of Object.entries({ "content/glossary/terms.yaml": TERMS, ...files })) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe("termbase check", () => {
  it("finds forbidden variants, but not inside an allowed phrase", () => {
    expect(findTermViolations("金属免费保管\n真实的金属，妥善保管\n新西兰元", terms)).toEqual([
      { line: 1, found: "保管", termId: "storage", approved: "存储" },
    ]);
  });

  it("flags ASCII double quotes in Chinese text, not in English", () => {
    expect(findTermViolations('以下称"我们"', terms)).toHaveLength(1);
    expect(findTermViolations("以下称“我们”", terms)).toEqual([]);
    expect(findTermViolations('He said "hi"', terms)).toEqual([]);
  });

  it("reads only translations from a catalog, keeping line numbers", () => {
    const po = 'msgid "NZD and storage"\nmsgstr ""\n"纽元"\n';
    expect(catalogTranslations(po).split("\n")).toEqual(["", "", "纽元", ""]);
  });

  it("checks Chinese documents and zh catalogs (the API's too), never English ones", () => {
    const root = repo({
      "content/docs/v1/en/fees.md": "保管 纽元",
      "content/docs/v1/zh/fees.md": "# 费用\n\n免费保管。",
      "packages/ui/src/locales/zh.po": 'msgid "NZD"\nmsgstr "纽元"\n',
      "packages/ui/src/locales/en.po": 'msgid "NZD"\nmsgstr "纽元"\n',
      "apps/api/src/locales/zh.po": 'msgid "Stored"\nmsgstr "保管"\n',
    });
    expect(checkTermbase(root).map(formatViolation)).toEqual([
      'content/docs/v1/zh/fees.md:3: "保管" - use "存储"',
      'packages/ui/src/locales/zh.po:2: "纽元" - use "新西兰元"',
      'apps/api/src/locales/zh.po:2: "保管" - use "存储"',
    ]);
  });

  it("rejects a term without a definition in both languages", () => {
    expect(() => parseTermbase("- { id: x, en: X, zh: 叉, definition: { en: X } }")).toThrow(
      /definition/,
    );
  });
});

describe("the repository", () => {
  const root = fileURLToPath(new URL("../../../../", import.meta.url));

  it("uses only approved Chinese terms and Chinese quotes", () => {
    expect(checkTermbase(root).map(formatViolation)).toEqual([]);
  });
});

describe("glossary", () => {
  it("builds one section per term with the same ids in both languages", () => {
    const ids = (locale: string) =>
      compileMarkdown(glossaryMarkdown(terms, locale), locale)
        .tree.children.filter((node) => node.type === "element" && node.tagName === "h2")
        .map((node) => (node.type === "element" ? node.properties.id : null))
        .sort();
    expect(ids("en")).toEqual(["nzd", "storage"]);
    expect(ids("zh")).toEqual(ids("en"));
    expect(glossaryMarkdown(terms, "zh")).toContain("## 存储 {#storage}");
  });
});
