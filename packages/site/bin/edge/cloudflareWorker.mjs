// The static host's edge (Cloudflare Pages, advanced mode: the build bundles it into each app's
// `dist/_worker.js`, see bundleEdgeWorker.mjs). Every request goes on to the host's own asset serving, which still
// applies `_headers` and `_redirects`; this only does what a file host cannot:
// - an unprefixed page address is answered in the visitor's language, as gw-serve does;
// - a page address is answered in place: Pages would otherwise redirect `/contact-us` to
//   `/contact-us/`, an address the prerendered page was not rendered for;
// - a page that shows spot prices is answered with them in it (`createEdgeSpotFiller`, as gw-serve
//   does): the page's `Link` header names the spot request it preloads.
import { createEdgeSpotFiller } from "@gw/pricing/edge-fill";
import { EDGE_VARY, edgeAnswerPath, isPageAddress } from "./edgeLocale.mjs";

// gw-serve fills its pages with the same code, from the bundled worker.
export { createEdgeSpotFiller };

// One per isolate: its answers are kept while fresh, so the API sees one request per interval
// from each isolate rather than one per visitor.
const spotPrices = createEdgeSpotFiller({ fetchAnswer: (input, init) => fetch(input, init) });

/** @typedef {{ ASSETS: { fetch(request: Request): Promise<Response> } }} PagesEnv */

/**
 * The worker for a build whose other languages live under `prefixedLocales` (`["zh"]`).
 * @param {readonly string[]} prefixedLocales
 */
export function cloudflareWorker(prefixedLocales) {
  return {
    /** @param {Request} request @param {PagesEnv} env */
    fetch: (request, env) => answer(request, env, prefixedLocales),
  };
}

/** @param {Request} request @param {PagesEnv} env @param {readonly string[]} prefixedLocales */
async function answer(request, env, prefixedLocales) {
  const url = new URL(request.url);
  if (!isPageAddress(url.pathname)) return env.ASSETS.fetch(request);
  const chosen = edgeAnswerPath(
    {
      pathname: url.pathname,
      cookie: request.headers.get("Cookie"),
      acceptLanguage: request.headers.get("Accept-Language"),
    },
    prefixedLocales,
  );
  const path = chosen ?? url.pathname;
  const folder = path.endsWith("/") ? path : `${path}/`;
  const page = await env.ASSETS.fetch(new Request(new URL(folder + url.search, url), request));
  const filled = await withSpotPrices(page, request.method);
  if (chosen === null) return filled;
  const response = new Response(filled.body, filled);
  response.headers.set("Vary", [filled.headers.get("Vary"), EDGE_VARY].filter(Boolean).join(", "));
  return response;
}

/**
 * The page with today's spot prices written in, when it shows them.
 * @param {Response} page
 * @param {string} method
 */
async function withSpotPrices(page, method) {
  const link = page.headers.get("Link");
  if (page.status !== 200 || method !== "GET" || !spotPrices.shows(link)) return page;
  const response = new Response(await spotPrices.fill(await page.text(), link), page);
  // The body is no longer the file these described.
  for (const name of ["Content-Length", "ETag", "Last-Modified"]) response.headers.delete(name);
  return response;
}
