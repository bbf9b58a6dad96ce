// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkTermbase, formatViolation } from "./checkTermbase";
import { glossaryMarkdown } from "./glossaryMarkdown";
import { compileMarkdown } from "./compileMarkdown";
import {
  catalogEntries,
  catalogText,
  findContradictions,
  findTermViolations,
  parseTermbase,
} from "./termbase";

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
- id: indicative-price
  en: Indicative price
  zh: 参考价格
  wording:
    - { en: Our prices are indicative., zh: 我们的价格为参考价格。 }
  contradicting:
    en: [not the price you buy at]
    zh: [并非成交价]
  definition: { en: A price shown., zh: 显示的价格。 }
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
    expect(catalogText(po).split("\n")).toEqual(["", "", "纽元", ""]);
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

  it("finds phrases contradicting a wording in any case, across a document's line breaks", () => {
    expect(
      findContradictions("Indicative only: this is\nNot the price\n you buy at.", terms, "en"),
    ).toEqual([
      {
        line: 2,
        found: "Not the price you buy at",
        termId: "indicative-price",
        approved: "Our prices are indicative.",
        kind: "contradiction",
      },
    ]);
    expect(findContradictions("这并非成交价。", terms, "zh")).toHaveLength(1);
    expect(findContradictions("not the price you buy at", terms, "zh")).toEqual([]);
  });

  it("reads a catalog's source texts and translations, however they are wrapped", () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: zh\\n"',
      "",
      "#: src/Panel.tsx",
      'msgid ""',
      '"Our prices "',
      '"are \\"indicative\\"."',
      'msgstr "我们的价格"',
      '"为参考价格。"',
      "",
    ].join("\n");
    expect(catalogEntries(po)).toEqual([
      { id: 'Our prices are "indicative".', translation: "我们的价格为参考价格。", line: 9 },
    ]);
    expect(catalogText(po, "msgid").split("\n")[7]).toBe('are "indicative".');
  });

  it("holds English catalogs and documents to the wordings, and their Chinese to its translation", () => {
    const root = repo({
      "content/docs/v1/en/faq.md": "Our prices are\nindicative. They are not the price you buy at.",
      "content/docs/v1/zh/faq.md": "我们的价格仅供参考。",
      "content/docs/v1/en/fees.md": "Our prices are indicative.",
      "content/docs/v1/zh/fees.md": "我们的价格为\n参考价格。",
      "packages/pricing/src/locales/en.po":
        'msgid "Not the price you buy at."\nmsgstr "Not the price you buy at."\n',
      "packages/site/src/pages/locales/zh.po": [
        'msgid "Our prices are indicative. More."',
        'msgstr "我们的价格是参考价。更多。"',
        "",
        'msgid "Gold"',
        'msgstr "并非成交价"',
      ].join("\n"),
    });
    expect(checkTermbase(root).map(formatViolation)).toEqual([
      'packages/site/src/pages/locales/zh.po:5: "并非成交价" contradicts the termbase: say "我们的价格为参考价格。"',
      'content/docs/v1/en/faq.md:2: "not the price you buy at" contradicts the termbase: say "Our prices are indicative."',
      'packages/pricing/src/locales/en.po:1: "Not the price you buy at" contradicts the termbase: say "Our prices are indicative."',
      'packages/site/src/pages/locales/zh.po:2: "Our prices are indicative." is translated "我们的价格为参考价格。"',
      'content/docs/v1/zh/faq.md:1: "Our prices are indicative." is translated "我们的价格为参考价格。"',
    ]);
  });

  it("rejects a wording without both languages, and contradictions not listed by language", () => {
    const term = "{ id: x, en: X, zh: 叉, definition: { en: X, zh: 叉 }";
    expect(() => parseTermbase(`- ${term}, wording: [{ en: X }] }`)).toThrow(/wording/);
    expect(() => parseTermbase(`- ${term}, contradicting: [not X] }`)).toThrow(/contradicting/);
    expect(() => parseTermbase(`- ${term}, contradicting: { fr: [pas X] } }`)).toThrow(
      /contradicting/,
    );
  });

  it("rejects a term without a definition in both languages", () => {
    expect(() => parseTermbase("- { id: x, en: X, zh: 叉, definition: { en: X } }")).toThrow(
      /definition/,
    );
  });
});

describe("the repository", () => {
  const root = fileURLToPath(new URL("../../../../", import.meta.url));

  it("uses only approved Chinese terms and Chinese quotes, and says what the prices are one way", () => {
    expect(checkTermbase(root).map(formatViolation)).toEqual([]);
  });

  it("says what the prices are where it shows them: panel, chart, cards, e-mail and FAQ", () => {
    const read = (path: string) => readFileSync(join(root, path), "utf8").replace(/\s+/g, " ");
    const [indicative, confirmed] = parseTermbase(
      readFileSync(join(root, "content/glossary/terms.yaml"), "utf8"),
    ).find((term) => term.id === "indicative-price")!.wording!;
    for (const catalog of [
      "packages/pricing/src/locales/en.po",
      "apps/api/src/locales/en.po",
      "content/docs/v1.0.1/en/most-common.md",
    ]) {
      expect(read(catalog)).toContain(indicative!.en);
      expect(read(catalog)).toContain(confirmed!.en);
    }
    // The pricing package's wording, which the cards and the chart note use too.
    for (const user of [
      "packages/pricing/src/spot/SpotPricesPanel.tsx",
      "packages/pricing/src/live/LivePriceChart.tsx",
      "packages/site/src/pages/livePricing/PricingHighlights.tsx",
    ])
      expect(read(user)).toContain("priceWording.confirmed");
    expect(read("packages/pricing/src/priceWording.ts")).toContain(indicative!.en);
  });
});

describe("glossary", () => {
  it("builds one section per term with the same ids in both languages", () => {
    const ids = (locale: string) =>
      compileMarkdown(glossaryMarkdown(terms, locale), locale)
        .tree.children.filter((node) => node.type === "element" && node.tagName === "h2")
        .map((node) => (node.type === "element" ? node.properties.id : null))
        .sort();
    expect(ids("en")).toEqual(["indicative-price", "nzd", "storage"]);
    expect(ids("zh")).toEqual(ids("en"));
    expect(glossaryMarkdown(terms, "zh")).toContain("## 存储 {#storage}");
  });
});
