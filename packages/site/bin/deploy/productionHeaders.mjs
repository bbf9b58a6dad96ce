// The production headers, defined once: the build gives them to the host (src/host, which
// `pnpm start` and the static host's edge both run) and writes them for a plain static host
// (`_headers`). Rules apply in order; a later rule's header replaces an earlier one's.
import { createHash } from "node:crypto";

/** @typedef {import("../../src/host/headerRules.ts").HeaderRule} HeaderRule */

/** Third parties the consent gate may load, by origin; nothing else may run or connect. */
const thirdParties = {
  script: [
    "https://www.googletagmanager.com",
    "https://connect.facebook.net",
    "https://s3.tradingview.com",
  ],
  connect: [
    "https://www.googletagmanager.com",
    "https://www.google-analytics.com",
    "https://region1.google-analytics.com",
    "https://www.facebook.com",
    "https://connect.facebook.net",
    "https://api2.branch.io",
  ],
  frame: [
    "https://s.tradingview.com",
    "https://www.tradingview-widget.com",
    "https://www.googletagmanager.com",
  ],
  img: [
    "https://www.facebook.com",
    "https://www.google-analytics.com",
    "https://www.googletagmanager.com",
  ],
};

/**
 * `'sha256-…'` of an inline script's exact text, as a content security policy names it.
 * @param {string} code
 */
export function scriptHash(code) {
  return `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;
}

/**
 * Every inline script a page runs (JSON data blocks are not run and need no hash).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\bsrc=/.test(attributes))
    .filter(([, attributes = ""]) => !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , code = ""]) => code);
}

/**
 * The API is reached through the host's own `/api` (one origin per host), so pages connect to
 * their own origin only, besides the consented third parties.
 * @param {{ scriptHashes: string[], frameAncestors: string[] }} sources
 */
export function contentSecurityPolicy({ scriptHashes, frameAncestors }) {
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes, ...thirdParties.script],
    // Inline <style> (the page's one stylesheet) and React's style attributes.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...thirdParties.img],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...thirdParties.connect],
    // The captcha's proof of work runs in a worker built with the site (our own file only).
    "worker-src": ["'self'"],
    "frame-src": thirdParties.frame,
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": frameAncestors,
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`)
    .join("; ");
}

/**
 * The rules for one host. Document pages (`/docs/*`, `/legal/*`, in every language) may be framed
 * by the brand's app, which embeds them with `?embedded=true`; a static host cannot vary a header
 * by query string, so the path decides.
 * Pages and files are revalidated on every visit (`no-cache`: a page changes with each deploy and
 * its islands with each price), except the build's hashed assets, which never change.
 * @param {{ scriptHashes: string[], appOrigin: string, localePrefixes?: string[] }} sources
 * @returns {HeaderRule[]}
 */
export function headerRules({ scriptHashes, appOrigin, localePrefixes = [""] }) {
  /** @param {string[]} frameAncestors */
  const policy = (frameAncestors) => contentSecurityPolicy({ scriptHashes, frameAncestors });
  // A section's own page (`/legal`) too: a static host's `/legal/*` matches only below it.
  const documentPaths = localePrefixes.flatMap((prefix) =>
    ["docs", "legal"].flatMap((section) => [`${prefix}/${section}`, `${prefix}/${section}/*`]),
  );
  return [
    {
      path: "/*",
      headers: {
        "Cache-Control": "no-cache",
        "Content-Security-Policy": policy(["'none'"]),
        "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
        "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
        "Cross-Origin-Opener-Policy": "same-origin",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "X-Frame-Options": "DENY",
      },
    },
    ...documentPaths.map((path) => ({
      path,
      detach: ["X-Frame-Options"],
      headers: { "Content-Security-Policy": policy(["'self'", appOrigin]) },
    })),
    {
      path: "/assets/*",
      detach: ["Cache-Control"],
      headers: { "Cache-Control": "public, max-age=31536000, immutable" },
    },
  ];
}

/**
 * Cloudflare Pages' (and Netlify's) `_headers` file for the same rules.
 * @param {HeaderRule[]} rules
 */
export function headersFile(rules) {
  return rules
    .map((rule) =>
      [
        rule.path,
        // Detached: what an earlier rule set is removed, so this rule's value replaces it.
        ...[...new Set(rule.detach ? [...rule.detach, ...Object.keys(rule.headers)] : [])].map(
          (name) => `  ! ${name}`,
        ),
        ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
      ].join("\n"),
    )
    .join("\n\n")
    .concat("\n");
}
