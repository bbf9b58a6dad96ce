#!/usr/bin/env node
// Fails if any client chunk of any built app contains the Markdown, HTML or YAML parser: those
// run at build time only (@gw/doc-viewer/build). Run by `pnpm test` after the builds.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// A string each parser's code carries and nothing else in the site does. Each is first checked
// against the library itself, so a renamed string cannot make this check pass silently.
const parsers = [
  {
    name: "Markdown parser (micromark)",
    pkg: "micromark-core-commonmark",
    marker: "labelStartImage",
  },
  { name: "YAML parser (yaml)", pkg: "yaml", marker: "Implicit keys need to be on a single line" },
  { name: "HTML parser (parse5)", pkg: "parse5", marker: "missing-whitespace-between-doctype" },
];

const fromDocViewer = createRequire(
  new URL("../packages/doc-viewer/package.json", import.meta.url),
);
const fromRemark = createRequire(fromDocViewer.resolve("remark-parse"));
const fromRehypeRaw = createRequire(fromDocViewer.resolve("rehype-raw"));

/** @param {string} pkg */
function packageSource(pkg) {
  for (const require of [fromDocViewer, fromRemark, fromRehypeRaw]) {
    try {
      return readTree(packageRoot(require.resolve(pkg)));
    } catch {
      // Not reachable from here; try the next resolver.
    }
  }
  throw new Error(`cannot find ${pkg} to check its marker`);
}

/** @param {string} entry */
function packageRoot(entry) {
  let dir = dirname(entry);
  while (!existsSync(join(dir, "package.json"))) dir = dirname(dir);
  return dir;
}

/** @param {string} dir */
function readTree(dir) {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(m?js|cjs)$/.test(file))
    .map((file) => readFileSync(join(dir, file), "utf8"))
    .join("\n");
}

let failed = false;
for (const { name, pkg, marker } of parsers) {
  if (!packageSource(pkg).includes(marker)) {
    console.error(`marker for the ${name} no longer occurs in ${pkg}: update this check`);
    failed = true;
  }
}

const apps = readdirSync("apps").filter((app) => existsSync(join("apps", app, "dist", "assets")));
if (apps.length === 0) {
  console.error("no built app found (apps/*/dist/assets): build first");
  process.exit(1);
}

let chunks = 0;
for (const app of apps) {
  const assets = join("apps", app, "dist", "assets");
  for (const file of readdirSync(assets).filter((name) => name.endsWith(".js"))) {
    chunks++;
    const code = readFileSync(join(assets, file), "utf8");
    for (const { name, marker } of parsers) {
      if (code.includes(marker)) {
        console.error(`apps/${app}/dist/assets/${file} contains the ${name}`);
        failed = true;
      }
    }
  }
}

if (failed) process.exit(1);
console.log(`doc parsers: none in ${chunks} client chunks of ${apps.join(", ")}`);
