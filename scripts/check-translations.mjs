#!/usr/bin/env node
// Fails when a tracked catalog is stale (extracting the source now would change it), when a
// Chinese translation is missing or empty, or when it drops a placeholder such as {brandName}.
// It extracts into a temporary copy of the catalogs and never writes to tracked files; fix a
// failure with `pnpm i18n:extract` and fill in the zh msgstr. Run by `pnpm test`.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { formatter } from "@lingui/format-po";
import { getConfig } from "@lingui/conf";

const root = new URL("..", import.meta.url).pathname;
const config = getConfig({ cwd: root, configPath: join(root, "lingui.config.ts") });
const po = formatter({ lineNumbers: false });
const locales = config.locales;
const catalogs = config.catalogs;
if (!catalogs?.length) throw new Error("lingui.config.ts names no catalogs");

// Every catalog file the config names, as paths relative to the repository.
const catalogFiles = catalogs.flatMap((catalog) =>
  locales.map((locale) => `${relative(root, catalog.path.replace("{locale}", locale))}.po`),
);

const scratch = mkdtempSync(join(tmpdir(), "gw-i18n-"));
/** @type {string[]} */
const problems = [];
let checked = 0;
try {
  for (const file of catalogFiles)
    if (existsSync(join(root, file))) cpSync(join(root, file), join(scratch, file));
  // Same config, catalogs written under the scratch folder; sources are still read from the repo.
  const scratchConfig = join(scratch, "lingui.config.mjs");
  const options = {
    sourceLocale: config.sourceLocale,
    locales,
    fallbackLocales: config.fallbackLocales,
    rootDir: root,
    catalogs: catalogs.map((catalog) => ({
      path: join(scratch, relative(root, catalog.path)),
      include: catalog.include,
      exclude: catalog.exclude,
    })),
  };
  writeFileSync(
    scratchConfig,
    `import { formatter } from ${JSON.stringify(import.meta.resolve("@lingui/format-po"))};\n` +
      `export default { ...${JSON.stringify(options)}, format: formatter({ lineNumbers: false }) };\n`,
  );
  execFileSync(
    "pnpm",
    ["exec", "lingui", "extract", "--clean", "--workers", "1", "--config", scratchConfig],
    { cwd: root, stdio: "ignore" },
  );

  for (const file of catalogFiles) {
    const tracked = await readCatalog(join(root, file));
    const fresh = await readCatalog(join(scratch, file));
    if (!tracked) {
      problems.push(`${file}: missing`);
      continue;
    }
    if (!fresh) {
      problems.push(`${file}: extracting the source wrote no catalog`);
      continue;
    }
    for (const [id, entry] of Object.entries(fresh))
      if (!(id in tracked)) problems.push(`${file}: stale, lacks "${sourceText(id, entry)}"`);
    for (const [id, entry] of Object.entries(tracked))
      if (!(id in fresh))
        problems.push(`${file}: stale, no longer in source "${sourceText(id, entry)}"`);
    for (const [id, entry] of Object.entries(fresh)) {
      const before = tracked[id];
      if (!before) continue;
      const was = (before.origin ?? []).map(([path]) => path).join(",");
      const now = (entry.origin ?? []).map(([path]) => path).join(",");
      if (was !== now) problems.push(`${file}: stale origins for "${sourceText(id, entry)}"`);
    }
    if (!file.endsWith(`${config.sourceLocale}.po`)) {
      for (const [id, entry] of Object.entries(tracked)) {
        checked++;
        const source = sourceText(id, entry);
        const translation = entry.translation ?? "";
        if (!translation.trim()) problems.push(`${file}: missing translation: ${source}`);
        else if (placeholders(source) !== placeholders(translation))
          problems.push(`${file}: placeholders differ: ${source} -> ${translation}`);
      }
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

/**
 * @param {string} path
 * @returns {Promise<import("@lingui/conf").CatalogType | null>}
 */
async function readCatalog(path) {
  if (!existsSync(path)) return null;
  return po.parse(readFileSync(path, "utf8"), {
    locale: undefined,
    sourceLocale: "en",
    filename: path,
  });
}

/**
 * The English text: macros' entries carry it; explicit-id ones (the API's) are it.
 * @param {string} id
 * @param {{ message?: string }} entry
 */
function sourceText(id, entry) {
  return entry.message ?? id;
}

/** @param {string} text */
function placeholders(text) {
  return [...text.matchAll(/\{(\w+)/g)]
    .map((m) => m[1])
    .sort()
    .join(",");
}

if (problems.length) {
  console.error(problems.join("\n"));
  console.error(
    `translations: ${problems.length} problem(s); run \`pnpm i18n:extract\` and fill in every zh msgstr`,
  );
  process.exit(1);
}
console.log(`translations: catalogs up to date, ${checked} messages, all translated`);
