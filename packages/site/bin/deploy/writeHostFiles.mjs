// Writes what serving a build needs beside its pages, from one set of rules: the headers
// (`_headers`, which gw-serve reads too), the rewrites (`_redirects`), the noindexed fallback
// pages, the sitemap and robots.txt.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { headerRules, headersFile, inlineScripts, scriptHash } from "./productionHeaders.mjs";
import { redirectsFile, robotsTxt, sitemapXml } from "./staticHostFiles.mjs";

/** Files for the host, not for visitors: a static host consumes them, gw-serve never sends them. */
export const HOST_ONLY_FILES = ["_headers", "_redirects", "_worker.js"];
const NOINDEX = `<meta name="robots" content="noindex" />`;

/**
 * One prerendered page: its path, its HTML, and its canonical and alternate links.
 * @typedef {{ path: string, html: string, links: import("../../src/server/index.ts").PageLink[] }} PrerenderedPage
 */

/**
 * @param {{ dist: string, app: import("../../src/server/index.ts").SiteApp, pages: PrerenderedPage[], apiOrigin: string }} build
 */
export async function writeHostFiles({ dist, app, pages, apiOrigin }) {
  const pagesHtml = pages.map((page) => page.html);
  const scriptHashes = [...new Set(pagesHtml.flatMap(inlineScripts).map(scriptHash))];
  const rules = headerRules({
    scriptHashes,
    apiOrigin,
    appOrigin: `https://${app.brand.domains.app}`,
    localePrefixes: ["", "/zh"],
  });
  await writeFile(join(dist, "_headers"), headersFile(rules));

  // An address no page answers shows the home page (the spec), kept out of search results: a
  // static host serves `404.html`, gw-serve the same file with 200 and X-Robots-Tag. Where unknown
  // paths are pages of their own (the register host's short links) they stay indexable.
  if (!app.fallbackServesPage) {
    for (const root of ["", "zh"]) {
      const home = await readFile(join(dist, root, "index.html"), "utf8");
      await writeFile(
        join(dist, root, "404.html"),
        home.replace("<head>", `<head>\n    ${NOINDEX}`),
      );
    }
  }
  const paths = pages.map((page) => page.path);
  await writeFile(
    join(dist, "_redirects"),
    redirectsFile(paths, { rootFallback: Boolean(app.fallbackServesPage) }),
  );

  /** @type {import("./staticHostFiles.mjs").SitemapEntry[]} */
  const sitemap = pages.map(({ path, links }) => ({
    loc: canonicalAddress(path, links),
    alternates: links.flatMap(({ rel, hreflang, href }) =>
      rel === "alternate" && hreflang ? [[hreflang, href]] : [],
    ),
  }));
  await writeFile(join(dist, "sitemap.xml"), sitemapXml(sitemap));
  await writeFile(join(dist, "robots.txt"), robotsTxt(app.host));
}

/**
 * @param {string} path
 * @param {PrerenderedPage["links"]} links
 */
function canonicalAddress(path, links) {
  const canonical = links.find((link) => link.rel === "canonical");
  if (!canonical) throw new Error(`writeHostFiles: ${path} has no canonical link`);
  return canonical.href;
}
