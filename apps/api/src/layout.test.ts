import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const src = dirname(fileURLToPath(import.meta.url));

/**
 * The shared layers, each importing only those before it: a layer never imports a feature
 * (`src/features/`), the composition root (the files in `src/` itself) or a layer after it.
 * `testing/` serves the tests and `locales/` holds catalogs: neither is ranked.
 */
const layers = [
  "observability",
  "database",
  "retention",
  "http",
  "outbox",
  "mail",
  "emailLinks",
  "formSubmission",
  "priceFeeds",
  "csvImport",
];
const unranked = ["features", "testing", "locales"];

const sources = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(folder, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)
        ? [join(folder, entry.name)]
        : [],
  );

/** Where a file sits: a layer's rank, `feature`, or `root` (the composition in `src/`). */
function placeOf(path: string): number | "feature" | "root" | "other" {
  const [top, ...rest] = relative(src, path).split("/");
  if (!rest.length) return "root";
  if (top === "features") return "feature";
  const rank = layers.indexOf(top!);
  return rank === -1 ? "other" : rank;
}

/** Every relative import of the layers' code that goes up: to a feature, the root, a later layer. */
function upwardImports() {
  const found: string[] = [];
  for (const file of sources(src)) {
    const from = placeOf(file);
    if (typeof from !== "number") continue;
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, index) => {
        const specifier = /(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"?]+)/.exec(line)?.[1];
        if (!specifier) return;
        const to = placeOf(join(dirname(file), specifier));
        if (to === "feature" || to === "root" || (typeof to === "number" && to > from))
          found.push(`${relative(src, file)}:${index + 1} ${specifier}`);
      });
  }
  return found;
}

it("ranks every folder of src/ as a shared layer or as the features", () => {
  const folders = readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(folders.filter((folder) => ![...layers, ...unranked].includes(folder))).toEqual([]);
});

it("keeps the shared layers from importing a feature, the composition or a later layer", () => {
  expect(upwardImports()).toEqual([]);
});
