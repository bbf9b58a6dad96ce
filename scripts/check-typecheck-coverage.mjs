#!/usr/bin/env node
// Fails when a TypeScript or JavaScript file of the repository is in no tsconfig.json, so
// `pnpm typecheck` would never look at it: a new script or config folder needs a tsconfig's
// `include` (a package's own, or the root's for files that belong to no package). Run by
// `pnpm typecheck`.
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import ts from "typescript";

const root = new URL("..", import.meta.url).pathname;
const tracked = (/** @type {string[]} */ patterns) =>
  execFileSync("git", ["ls-files", "-z", "--", ...patterns], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);

/** Every file some tsconfig.json names, as the compiler itself expands its `include`. */
const checked = new Set(
  tracked(["tsconfig.json", "**/tsconfig.json"]).flatMap((config) => {
    const file = join(root, config);
    const { config: json, error } = ts.readConfigFile(file, ts.sys.readFile);
    if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
    return ts.parseJsonConfigFileContent(json, ts.sys, dirname(file), undefined, file).fileNames;
  }),
);

// A declaration beside its JavaScript (`index.d.mts` for `index.mjs`) is what that file's users
// read; a tsconfig lists the JavaScript itself, which listing both would hide from the compiler.
const implementationOf = (/** @type {string} */ file) =>
  file.replace(/\.d\.(m|c)?ts$/, (_, kind = "") => `.${kind}js`);

const unchecked = tracked(["*.ts", "*.tsx", "*.mts", "*.cts", "*.js", "*.mjs", "*.cjs"]).filter(
  (file) => !checked.has(join(root, file)) && !checked.has(join(root, implementationOf(file))),
);

if (unchecked.length) {
  console.error(`No tsconfig.json includes these files, so nothing type-checks them:`);
  for (const file of unchecked) console.error(`  ${file}`);
  process.exit(1);
}
console.log(
  `typecheck coverage: all ${checked.size} TypeScript and JavaScript files in a tsconfig`,
);
