// Writes what serving a build needs beside its pages, from one set of rules: the headers
// (`_headers` for a plain static host; the host gets the same rules in its manifest), the
// rewrites (`_redirects`), the sitemap and robots.txt.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { headerRules, headersFile, inlineScripts, scriptHash } from "./productionHeaders.mjs";
import { redirectsFile, robotsTxt, sitemapXml } from "./staticHostFiles.mjs";

/** @typedef {import("../../src/prerender/prerenderContract.ts").PrerenderedPage} PrerenderedPage */

/**
 * Writes the files and answers the header rules they were written from.
 * @param {{ dist: string, site: import("../../src/prerender/prerenderContract.ts").SitePrerender, pages: PrerenderedPage[] }} build
 */
export async function writeHostFiles({ dist, site, pages }) {
  const pagesHtml = pages.map((page) => page.html);
  const scriptHashes = [...new Set(pagesHtml.flatMap(inlineScripts).map(scriptHash))];
  const rules = headerRules({
    scriptHashes,
    appOrigin: `https://${site.brand.domains.app}`,
    localePrefixes: ["", ...site.prefixedLocales.map((locale) => `/${locale}`)],
  });
  await writeFile(join(dist, "_headers"), headersFile(rules));

  const paths = pages.map((page) => page.path);
  await writeFile(
    join(dist, "_redirects"),
    redirectsFile(paths, {
      rootFallback: site.fallbackServesPage,
      languageRoots: site.prefixedLocales.map((locale) => `/${locale}/`),
    }),
  );

  /** @type {import("./staticHostFiles.mjs").SitemapEntry[]} */
  const sitemap = pages.map(({ path, links }) => ({
    loc: canonicalAddress(path, links),
    alternates: links.flatMap(({ rel, hrefLang, href }) =>
      rel === "alternate" && hrefLang ? [[hrefLang, href]] : [],
    ),
  }));
  await writeFile(join(dist, "sitemap.xml"), sitemapXml(sitemap));
  await writeFile(join(dist, "robots.txt"), robotsTxt(site.host));
  return rules;
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
