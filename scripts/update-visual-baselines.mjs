#!/usr/bin/env node
// `pnpm test:visual:update`: writes every story's visual baseline again, on purpose, after a
// change meant to be seen (a token, a layout). All are removed first, so a story gone or renamed
// leaves no baseline behind, and each is written from a screenshot taken twice the same (Vitest's
// stability check): the same code on the same machine writes the same files. Review the changed
// PNGs in the diff before committing them (docs/storybook.md).
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./ensure-chromium.mjs";

ensureChromium();
rmSync(fileURLToPath(new URL("../.storybook/baselines", import.meta.url)), {
  recursive: true,
  force: true,
});
const run = spawnSync(
  "pnpm",
  ["exec", "vitest", "run", "--project", "storybook", "--configLoader", "runner", "--update=all"],
  { stdio: "inherit" },
);
process.exit(run.status ?? 1);
