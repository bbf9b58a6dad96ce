#!/usr/bin/env node
// `pnpm build-storybook` must give designers a folder any static host can serve, at any path:
// serves `storybook-static/` under a sub-path (as a static host would, no dev server), and opens
// the manager, a few stories and every docs page in Chromium. Fails on a missing asset, a console
// error, or a story or docs page that does not render. It checks the build it is given, the one
// that is deployed: turbo runs `build-storybook` first (turbo.json), once, cached on its sources.
import { createServer } from "node:http";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sirv from "sirv";
import chromiumConfig from "@gw/e2e/chromium.json" with { type: "json" };

const prefix = "/design-system";
/** @type {[id: string, expected: string][]} */
const stories = [
  ["foundations-design-tokens--goldwattle", "Colours"],
  ["pages-home--chinese", "黄金"],
  ["primitives-field--with-error", "alert"],
  ["e-mails-price-alert-confirmation--private-chinese", "确认您的价格提醒"],
];
/**
 * The docs pages (MDX beside the stories, docs/storybook.md), each by a heading of its own.
 * @type {[id: string, heading: string][]}
 */
const docsPages = [
  ["foundations-design-tokens--docs", "Do and don't"],
  ["primitives-button--buttons", "Which component"],
  ["primitives-field--fields", "Sizes and colours"],
  ["pricing-togglegroup--toggles", "When to use it"],
  ["pricing-spotpricespanel--panels", "States: what each says, and when"],
  ["e-mails-the-e-mail-layout--docs", "Which template is sent when"],
];

const out = fileURLToPath(new URL("../storybook-static", import.meta.url));
if (!existsSync(join(out, "index.html"))) {
  console.error(
    "storybook-static/ has no index.html: run `pnpm exec turbo run check:storybook-static` " +
      "(it builds Storybook first) or `pnpm build-storybook`",
  );
  process.exit(1);
}
/** @type {string[]} */
const problems = [];
const files = sirv(out, { dev: false });
const server = createServer((req, res) => {
  const url = req.url ?? "/";
  if (!url.startsWith(`${prefix}/`)) return void res.writeHead(404).end();
  req.url = url.slice(prefix.length);
  files(req, res, () => void res.writeHead(404).end());
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
const address = server.address();
if (!address || typeof address === "string") throw new Error("the static server has no port");
const origin = `http://127.0.0.1:${address.port}${prefix}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? chromiumConfig.executablePath,
  args: chromiumConfig.args,
});
try {
  const page = await browser.newPage();
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  // Nothing leaves the machine: a static Storybook needs no network beyond its own folder.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());

  await page.goto(`${origin}/index.html`);
  await page.locator("#storybook-explorer-tree").waitFor({ timeout: 30_000 });

  for (const [id, expected] of stories) {
    await page.goto(`${origin}/iframe.html?id=${id}&viewMode=story`);
    const root = page.locator("#storybook-root");
    await root.waitFor({ timeout: 30_000 });
    const html = await root.innerHTML();
    if (!html.includes(expected)) problems.push(`story ${id} does not show "${expected}"`);
  }
  for (const [id, heading] of docsPages) {
    await page.goto(`${origin}/iframe.html?id=${id}&viewMode=docs`);
    const found = page.locator("#storybook-docs").getByRole("heading", { name: heading });
    await found.waitFor({ timeout: 30_000 }).catch(() => {
      problems.push(`docs page ${id} has no heading "${heading}"`);
    });
  }
} finally {
  await browser.close();
  server.close();
}

if (problems.length) {
  console.error(`Static Storybook is broken:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `Static Storybook works from ${prefix}/: the manager, ${stories.length} stories and ` +
    `${docsPages.length} docs pages render.`,
);
