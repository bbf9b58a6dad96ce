// @vitest-environment node
import { flattenToc, type CompiledToc } from "@gw/doc-viewer";
import { compileContent } from "@gw/doc-viewer/build";
import { contentDir } from "@gw/content/build";
import { describe, expect, it } from "vitest";
import { docsSection, legalSection } from "./documentSources";

const files = compileContent(contentDir, ["docs", "legal"], ["en", "zh"]);

describe.each([docsSection, legalSection])("$source.base", ({ source, pageIds }) => {
  it.each(["en", "zh"])("prerenders exactly the pages the %s table of contents lists", (locale) => {
    const toc = JSON.parse(
      files.get(`/content/${source.folder}/${source.version}/${locale}/config/toc-docs.json`)!,
    ) as CompiledToc;
    expect(flattenToc(toc.categories).map((page) => page.id)).toEqual(pageIds);
    expect(toc.pages.sort()).toEqual([...pageIds].sort());
    expect(pageIds).toContain(source.defaultPage);
  });

  it("has a Chinese translation of every page", () => {
    for (const id of pageIds) {
      const page = JSON.parse(
        files.get(`/content/${source.folder}/${source.version}/zh/${id}.json`)!,
      ) as { lang: string; title: string; description: string };
      expect(page.lang).toBe("zh");
      expect(page.title).not.toBe("");
      expect(page.description).not.toBe("");
    }
  });
});
