#!/usr/bin/env node
// `pnpm test`: lint, types, translations, unit tests, production builds, stories in the
// browser, then every app end to end. Stops at the first failing step.
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.mjs";

ensureChromium();

/** @type {[name: string, command: string, args: string[]][]} */
const steps = [
  // First: cheap, and a stale catalog would otherwise be compiled into the builds.
  ["translations", "node", ["scripts/check-translations.mjs"]],
  ["every component has a story", "node", ["scripts/check-stories.mjs"]],
  // One Chinese vocabulary: forbidden variants from content/glossary/terms.yaml in any Chinese
  // document or zh catalog fail here, before the slow steps.
  [
    "termbase",
    "pnpm",
    ["--filter", "@gw/doc-viewer", "exec", "vitest", "run", "src/build/termbase.test.ts"],
  ],
  [
    "lint, types, unit tests, builds",
    "pnpm",
    ["exec", "turbo", "run", "lint", "typecheck", "typecheck:root", "test", "build"],
  ],
  ["root lint and formatting", "pnpm", ["run", "lint:root"]],
  ["no document parsers in client chunks", "node", ["scripts/check-doc-bundles.mjs"]],
  ["size budgets (budgets.json)", "node", ["scripts/check-budgets.mjs"]],
  ["valid HTML (Nu Html Checker)", "node", ["scripts/check-html.mjs"]],
  ["the static host answers as gw-serve does", "node", ["scripts/check-static-host.mjs"]],
  ["stories", "pnpm", ["run", "test:stories"]],
  ["static Storybook opens from a sub-path", "node", ["scripts/check-storybook-static.mjs"]],
  ["end to end", "pnpm", ["run", "e2e"]],
  ["no form field in any address", "node", ["scripts/check-request-log.mjs"]],
];

for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name}: passed in ${seconds}s ===`);
}
