// @vitest-environment node
import type { Element, Root, RootContent } from "hast";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { contentDir } from "@gw/content/build";
import { describe, expect, it } from "vitest";
import { compileMarkdown } from "./compileMarkdown";

function headingIds(tree: Root): string[] {
  const ids: string[] = [];
  const visit = (node: Root | RootContent) => {
    if (node.type === "element" && /^h[2-6]$/.test(node.tagName)) {
      ids.push(String((node as Element).properties.id));
    }
    if ("children" in node) node.children.forEach(visit);
  };
  visit(tree);
  return ids;
}

/** Every English document with its Chinese translation, if there is one. */
function documentPairs() {
  const pairs: { name: string; en: string; zh: string | null }[] = [];
  for (const folder of ["docs", "legal"]) {
    for (const version of readdirSync(join(contentDir, folder))) {
      const enDir = join(contentDir, folder, version, "en");
      for (const file of readdirSync(enDir).filter((entry) => entry.endsWith(".md"))) {
        const zh = join(contentDir, folder, version, "zh", file);
        pairs.push({
          name: `${folder}/${version}/${file}`,
          en: join(enDir, file),
          zh: existsSync(zh) ? zh : null,
        });
      }
    }
  }
  return pairs;
}

const compile = (file: string, lang: string) =>
  compileMarkdown(readFileSync(file, "utf8"), lang).tree;

describe("section ids", () => {
  const pairs = documentPairs();

  it("finds the documents", () => {
    expect(pairs.length).toBeGreaterThanOrEqual(7);
  });

  it.each(pairs)("$name has a Chinese translation with the same section ids", ({ en, zh }) => {
    expect(zh).not.toBeNull();
    expect(headingIds(compile(zh!, "zh"))).toEqual(headingIds(compile(en, "en")));
  });

  it.each(pairs)("$name gives every heading with a placeholder an explicit id", ({ en }) => {
    const unstable = readFileSync(en, "utf8")
      .split("\n")
      .filter((line) => /^#{2,6} .*\{\{\w+\}\}/.test(line) && !/\{#[a-z0-9-]+\}\s*$/.test(line));
    expect(unstable).toEqual([]);
  });
});

describe("legal documents", () => {
  const legal = documentPairs().filter(({ name }) => name.startsWith("legal/"));

  it.each(legal)("$name shows its version and effective date in both languages", ({ en, zh }) => {
    expect(readFileSync(en, "utf8")).toMatch(
      /\*Version \d+\.\d+\.\d+ · Effective from \d+ \w+ \d{4}\.\*/,
    );
    expect(readFileSync(zh!, "utf8")).toMatch(
      /\*版本 \d+\.\d+\.\d+ · 自 \d{4} 年 \d+ 月 \d+ 日起生效。\*/,
    );
  });
});
