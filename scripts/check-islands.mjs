#!/usr/bin/env node
// Counts what issue 47 holds the islands and the site host to, and fails past its limits: the host
// names no kind of island (`siteHost.ts` and the rest of `site/src/host/`), `createSiteHost` and
// `siteHost.ts` stay short, each island's name stands in at most two files outside the tests (its
// root, beside the component a page shows, and the route that shows it), one embedded block of
// page answers and one seeder, no component imports the islands' layer, and `pricing`'s folders
// import each other one way only.
//   node scripts/check-islands.mjs [--root <checkout>]
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { root: { type: "string" } } });
const root = resolve(values.root ?? new URL("..", import.meta.url).pathname);

const limits = {
  siteHostKindLines: 0,
  otherHostFilesNamingKinds: 0,
  createSiteHostLines: 45,
  siteHostLines: 130,
  filesPerIslandName: 2,
  pageAnswerBlockIds: 1,
  pageAnswerSeeders: 1,
  componentsImportingIslands: 0,
  pricingUpwardImports: 2,
};

const read = (/** @type {string} */ file) => readFileSync(join(root, file), "utf8");
const isTest = (/** @type {string} */ file) =>
  /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || /(^|\/)(e2e|testing)\//.test(file);

/** The source files below a folder (TypeScript and JavaScript, no dependencies, no builds). */
function sources(/** @type {string} */ folder) {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file) && !/(^|\/)(node_modules|dist)\//.test(file))
    .map((file) => join(folder, file));
}

const pricing = "packages/pricing/src";
// Each island's name, where its root is bound (`islandRoot("spotPanel")`): a new kind counts.
const islandNames = sources(pricing)
  .filter((file) => !isTest(file))
  .flatMap((file) =>
    [...read(file).matchAll(/islandRoot\("(\w+)"\)/g)].map(([, name]) => name ?? ""),
  );
if (islandNames.length === 0) {
  console.error(`check-islands: no islandRoot("…") in ${pricing}: the check would count nothing`);
  process.exit(1);
}

const host = "packages/site/src/host";
const siteHost = read(`${host}/siteHost.ts`).split("\n");
// A kind named: an island's name, or the prices it shows (spot, reference).
const namesKind = (/** @type {string} */ line) =>
  /spot|reference/i.test(line) || islandNames.some((name) => line.includes(name));
const start = siteHost.findIndex((line) => line.startsWith("export function createSiteHost"));
const end = siteHost.findIndex((line, index) => index > start && line === "}");
if (start < 0 || end < 0) {
  console.error(`check-islands: no createSiteHost function in ${host}/siteHost.ts to measure`);
  process.exit(1);
}

const everySource = ["packages", "apps", "tooling"].flatMap(sources).filter((f) => !isTest(f));
const quoted = (/** @type {string} */ name) => new RegExp(`["'\`]${name}["'\`]`);
const apiClient = sources("packages/api-client/src").filter((file) => !isTest(file));

/** `pricing`'s folders (a file directly in src/ is its own), and which import which. */
const folderOf = (/** @type {string} */ file) =>
  relative(join(root, pricing), resolve(root, file)).split("/")[0] ?? "";
/** @type {Map<string, Map<string, Set<string>>>} from folder, to folder, the importing files */
const imports = new Map();
for (const file of sources(pricing)) {
  if (isTest(file) || /\.stories\./.test(file)) continue;
  for (const [, target] of read(file).matchAll(/from "(\.\.?\/[^"]+)"/g)) {
    const from = folderOf(file);
    const to = folderOf(resolve(root, dirname(file), target ?? ""));
    if (from === to || !from.match(/^[^.]+$/) || !to.match(/^[^.]+$/)) continue;
    const targets = imports.get(from) ?? new Map();
    imports.set(from, targets.set(to, (targets.get(to) ?? new Set()).add(file)));
  }
}
// Two folders that import each other: the side with fewer importing files is the one going up.
let upward = 0;
/** @type {string[]} */
const cycles = [];
for (const [from, targets] of imports)
  for (const [to, files] of targets) {
    const back = imports.get(to)?.get(from);
    if (!back || from > to) continue;
    upward += Math.min(files.size, back.size);
    cycles.push(`${from} <-> ${to}`);
  }

const hostFilesNamingKinds = sources(host)
  .filter((file) => !isTest(file) && !file.endsWith("siteHost.ts"))
  .filter((file) => read(file).split("\n").some(namesKind));

const counts = {
  siteHostKindLines: siteHost.filter(namesKind).length,
  otherHostFilesNamingKinds: hostFilesNamingKinds.length,
  createSiteHostLines: end - start + 1,
  siteHostLines: siteHost.length - 1,
  filesPerIslandName: Math.max(
    ...islandNames.map((name) => everySource.filter((f) => quoted(name).test(read(f))).length),
  ),
  pageAnswerBlockIds: apiClient
    .map((file) => read(file).match(/export const PAGE_\w+_ID\b/g)?.length ?? 0)
    .reduce((a, b) => a + b, 0),
  pageAnswerSeeders: apiClient
    .map((file) => read(file).match(/export function seedPage\w*/g)?.length ?? 0)
    .reduce((a, b) => a + b, 0),
  componentsImportingIslands: sources(pricing).filter(
    (file) =>
      !isTest(file) &&
      !/\.stories\./.test(file) &&
      folderOf(file) !== "islands" &&
      /from "\.\.\/islands\//.test(read(file)),
  ).length,
  pricingUpwardImports: upward,
};

let over = 0;
for (const [what, count] of Object.entries(counts)) {
  const limit = limits[/** @type {keyof typeof limits} */ (what)];
  if (count > limit) over++;
  console.log(
    `${count > limit ? "OVER" : "  ok"}  ${String(count).padStart(3)} / ${limit}  ${what}`,
  );
}
for (const name of islandNames)
  console.log(
    `        ${name}: ${everySource.filter((f) => quoted(name).test(read(f))).join(", ")}`,
  );
if (hostFilesNamingKinds.length > 0)
  console.log(`        host files naming a kind: ${hostFilesNamingKinds.join(", ")}`);
if (cycles.length > 0)
  console.log(`        pricing folders importing each other: ${cycles.join(", ")}`);
if (over > 0) {
  console.error(`check-islands: ${over} over (issue 47)`);
  process.exit(1);
}
