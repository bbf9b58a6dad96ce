#!/usr/bin/env node
// Builds one app for production: the client bundle, a server bundle for prerendering, then a
// real HTML file per route, and gzip/brotli copies so the server sends them compressed.
import { mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { join, dirname } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";
import { build } from "vite";
import { deferAppStart } from "./deferAppStart.mjs";
import { writeHostFiles } from "./deploy/writeHostFiles.mjs";
import { renderPreviewImage } from "./deploy/previewImage.mjs";
import { bundleEdgeWorker } from "./edge/bundleEdgeWorker.mjs";

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

/** @type {import("../src/server/index.ts").AppServerEntry} */
const server = await import(pathToFileURL(join(ssrOut, "entry-server.js")).href);
const { app, renderPage, prerenderTargets, serializePrerenderState, PRERENDER_STATE_ID } = server;
const template = await inlineStylesheet(await readFile(join(dist, "index.html"), "utf8"));

/** @param {string} text */
const escape = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** @type {import("./deploy/writeHostFiles.mjs").PrerenderedPage[]} */
const written = [];
/** @type {Map<string, import("../src/server/index.ts").PreviewImage>} */
const previews = new Map();
for (const path of prerenderTargets(app)) {
  const page = await renderPage(app, path);
  const head = [
    ...(page.head
      ? [
          `<title>${escape(page.head.title)}</title>`,
          `<meta name="description" content="${escape(page.head.description)}" />`,
        ]
      : []),
    ...page.links.map(
      (link) =>
        `<link rel="${link.rel}"${link.hreflang ? ` hreflang="${link.hreflang}"` : ""} href="${escape(link.href)}" />`,
    ),
    ...page.meta.map(
      ({ property, name, content }) =>
        `<meta ${property ? `property="${property}"` : `name="${name}"`} content="${escape(content)}" />`,
    ),
    ...page.structuredData.map(server.structuredDataScript),
  ].join("\n    ");
  previews.set(page.preview.name, page.preview);
  const state = `<script id="${PRERENDER_STATE_ID}" type="application/json">${serializePrerenderState(page.state)}</script>`;
  const html = deferAppStart(
    template
      .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
      .replace("<!--gw-page-head-->", head)
      .replace("<!--gw-app-->", page.html)
      .replace("</body>", `${state}\n  </body>`),
  );
  const file =
    path === "/" ? join(dist, "index.html") : join(dist, path.replace(/^\//, ""), "index.html");
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  written.push({ path, html, links: page.links });
}

for (const preview of previews.values()) {
  await mkdir(join(dist, "og"), { recursive: true });
  await writeFile(
    join(dist, "og", `${preview.name}.png`),
    await renderPreviewImage(app.brand, preview, dist),
  );
}
await writeHostFiles({ dist, app, pages: written, apiOrigin: server.apiOrigin });
await bundleEdgeWorker({ dist, scratch: ssrOut, prefixedLocales: server.prefixedLocales });

await rm(ssrOut, { recursive: true, force: true });
await compressTree(dist);
console.log(`prerendered ${written.length} pages: ${written.map((page) => page.path).join(" ")}`);

/**
 * The one stylesheet goes inline: first paint then needs nothing but the HTML, one round trip
 * fewer on a slow phone. Past a size where repeating it in every page costs more than it saves,
 * it stays a cached file.
 * @param {string} html
 */
async function inlineStylesheet(html) {
  const link = html.match(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/);
  if (!link?.[1]) return html;
  const css = await readFile(join(dist, link[1]), "utf8");
  if (css.length > 60_000) return html;
  return html.replace(link[0], () => `<style>${css}</style>`);
}

/** @param {string} dir */
async function compressTree(dir) {
  for (const entry of await readdir(dir)) {
    const file = join(dir, entry);
    if ((await stat(file)).isDirectory()) {
      await compressTree(file);
    } else if (/\.(html|js|css|svg|json|md|txt|xml)$/.test(entry)) {
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
