// What a static host needs beside the pages: the sitemap, robots.txt and the rewrites that give
// an unknown address its nearest page. Written by gw-build into each app's dist.

/** @param {string} text */
const escapeXml = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * One page of the sitemap: its absolute address and its language twins.
 * @typedef {{ loc: string, alternates: [hreflang: string, href: string][] }} SitemapEntry
 */

/**
 * Every prerendered page at its absolute production address, each with its language twins as
 * `xhtml:link` alternates.
 * @param {SitemapEntry[]} entries
 */
export function sitemapXml(entries) {
  const urls = entries.map(({ loc, alternates }) =>
    [
      `  <url>`,
      `    <loc>${escapeXml(loc)}</loc>`,
      ...alternates.map(
        ([hreflang, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      ),
      `  </url>`,
    ].join("\n"),
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

/** @param {string} host */
export function robotsTxt(host) {
  return `User-agent: *\nAllow: /\n\nSitemap: https://${host}/sitemap.xml\n`;
}

/**
 * A plain static host's `_redirects` (Cloudflare Pages, Netlify): an address below a prerendered
 * page gets that page (deepest first: `/referral/ABC` is the referral page,
 * `/docs/fees/section/x` the fees page), served with 200 as the host does. Addresses under
 * nothing get the host's `404.html` (the home page, not indexed), except where the app's fallback
 * is a page of its own (`rootFallback`): there the build writes no `404.html`, so the static host
 * answers an unknown address with the home page and 200 (its single-page mode), and only the
 * other languages' roots (`languageRoots`, `/zh/`) need a rule. A catch-all `/* / 200` would also
 * take every file (robots.txt, the scripts): a static host applies a rule before looking for a
 * file.
 * @param {string[]} pages
 * @param {{ rootFallback?: boolean, languageRoots?: string[] }} [options]
 */
export function redirectsFile(pages, { rootFallback = false, languageRoots = ["/"] } = {}) {
  /** @param {string} path */
  const depth = (path) => path.split("/").filter(Boolean).length;
  const roots = new Set(["/", ...languageRoots]);
  const rules = pages
    .filter((path) => !roots.has(path))
    .sort((a, b) => depth(b) - depth(a) || a.localeCompare(b))
    .map((path) => `${path}/* ${path}/ 200`);
  if (rootFallback) {
    for (const root of roots) if (root !== "/") rules.push(`${root}* ${root} 200`);
  }
  return `${rules.join("\n")}\n`;
}
