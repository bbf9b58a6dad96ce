#!/usr/bin/env node
// Builds one app for production: the client bundle, a server bundle of the same routes, the
// inline head scripts, then every page as a whole HTML document rendered by the server bundle,
// the host (`_worker.js`) with what it must know of the build, and gzip/brotli copies so the
// server sends them compressed.
import { mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { join, dirname } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";
import { build } from "vite";
import { bundleHeadScripts } from "./bundleHeadScripts.mjs";
import { clientModules } from "./clientModules.mjs";
import { writeHostFiles } from "./deploy/writeHostFiles.mjs";
import { renderPreviewImage } from "./deploy/previewImage.mjs";
import { bundleHost, HOST_BUNDLE } from "./deploy/bundleHost.mjs";
import { EMBEDDED_PAGE_FOLDER, EMBEDDED_QUERY } from "../src/host/embeddedPage.ts";

/** @typedef {import("../src/prerender/prerenderContract.ts").SitePrerender} SitePrerender */
/** @typedef {import("../src/prerender/prerenderContract.ts").PrerenderedPage} PrerenderedPage */
/** @typedef {import("../src/pageHead/previewImage.ts").PreviewImage} PreviewImage */

const root = process.cwd();
const dist = join(root, "dist");
const ssrOut = join(root, "dist-ssr");

/** @type {import("vite").InlineConfig} */
const shared = { root, logLevel: "warn", configLoader: "runner" };
await build(shared);
await build({
  ...shared,
  build: { ssr: "src/entry-server.tsx", outDir: ssrOut, emptyOutDir: true },
});

/** @type {{ default: SitePrerender }} */
const { default: site } = await import(pathToFileURL(join(ssrOut, "entry-server.js")).href);
const client = await clientBuild(dist);
const modules = clientModules(client.manifest, root);
/** @type {import("../src/prerender/prerenderContract.ts").PageAssets} */
const assets = {
  scripts: await bundleHeadScripts({
    ...site.headScriptParams,
    eventCapture: { replayModules: modules.replay },
    // A build without a captcha form has no worker to start.
    ...(modules.captchaWorker ? { captchaStart: { worker: modules.captchaWorker } } : {}),
    appStart: modules.appStart,
  }),
  stylesheet: client.stylesheet,
  appModules: modules.page,
};

/** @type {PrerenderedPage[]} */
const written = [];
/** @type {Map<string, PreviewImage>} */
const previews = new Map();
for (const path of site.paths) {
  const page = await site.render(path, assets);
  await writePage(path === "/" ? "index.html" : join(path, "index.html"), page.html);
  if (page.preview) previews.set(page.preview.name, page.preview);
  written.push(page);
  // The page as an app embeds it, alone (no header, footer or menus) before any script runs:
  // the host serves it for `?embedded=true`, and the app hydrates it as rendered for that address.
  if (page.embeddable) {
    const embedded = await site.render(`${path}?${EMBEDDED_QUERY}`, assets);
    await writePage(join(EMBEDDED_PAGE_FOLDER, path, "index.html"), embedded.html);
  }
}
// An address no page answers shows the home page (the spec), kept out of search results: a
// static host serves `404.html`, gw-serve the same file with 200 and X-Robots-Tag. Where unknown
// paths are pages of their own (the register host's short links) they stay indexable.
for (const home of site.notFoundPaths) {
  const page = await site.render(home, assets, { noindex: true });
  await writePage(join(home, "404.html"), page.html);
}

for (const preview of previews.values()) {
  await mkdir(join(dist, "og"), { recursive: true });
  await writeFile(
    join(dist, "og", `${preview.name}.png`),
    await renderPreviewImage(site.brand, preview, dist),
  );
}
const headerRules = await writeHostFiles({ dist, site, pages: written });
await bundleHost({
  root,
  dist,
  scratch: ssrOut,
  manifest: {
    pages: Object.fromEntries(
      written.map((page) => [
        page.path.replace(/\/+$/, "") || "/",
        { islands: page.islands, embeddable: page.embeddable },
      ]),
    ),
    noindexFallback: !site.fallbackServesPage,
    headerRules,
    apiUrl: site.apiUrl,
    brand: site.brand,
  },
});

await rm(ssrOut, { recursive: true, force: true });
await compressTree(dist);
console.log(`prerendered ${written.length} pages: ${written.map((page) => page.path).join(" ")}`);

/**
 * @param {string} file relative to dist
 * @param {string} html
 */
async function writePage(file, html) {
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(join(dist, file), html);
}

/**
 * The client build's manifest (Vite's documented record of a build: what each module became and
 * what it imports), and the one stylesheet every page carries. The stylesheet goes inline: first
 * paint then needs nothing but the HTML, one round trip fewer on a slow phone. Past a size where
 * repeating it in every page costs more than it saves, it stays a cached file.
 * @param {string} dir
 */
async function clientBuild(dir) {
  /** @type {import("vite").Manifest} */
  const manifest = JSON.parse(await readFile(join(dir, ".vite", "manifest.json"), "utf8"));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  // One stylesheet for the whole app (cssCodeSplit off): the manifest lists it as `style.css`.
  const css = entry?.css?.[0] ?? manifest["style.css"]?.file;
  const text = css ? await readFile(join(dir, css), "utf8") : null;
  return {
    manifest,
    stylesheet:
      css && text !== null ? (text.length > 60_000 ? { href: `/${css}` } : { text }) : null,
  };
}

/** @param {string} dir */
async function compressTree(dir) {
  for (const entry of await readdir(dir)) {
    const file = join(dir, entry);
    if ((await stat(file)).isDirectory()) {
      await compressTree(file);
    } else if (entry !== HOST_BUNDLE && /\.(html|js|css|svg|json|md|txt|xml)$/.test(entry)) {
      const content = await readFile(file);
      if (content.length < 1024) continue;
      await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
      await writeFile(
        `${file}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}
