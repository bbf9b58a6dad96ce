import { supportedLocales } from "@gw/i18n";
import { workspaceRoot } from "@gw/workspace";
import { describe, expect, it } from "vitest";
import { catalogFolders, siteCatalogs } from "./siteCatalogs";

describe("catalogFolders", () => {
  it("names a folder for every catalog the site loads", () => {
    expect(new Set(catalogFolders.keys())).toEqual(new Set(siteCatalogs));
  });

  it("names the folder each loader loads its catalogs from", async () => {
    for (const [load, folder] of catalogFolders) {
      for (const locale of supportedLocales) {
        const file = `${workspaceRoot()}/${folder}/${locale}.po`;
        const { messages } = (await import(/* @vite-ignore */ file)) as { messages: unknown };
        expect(await load(locale), file).toEqual(messages);
      }
    }
  });
});
