// The static host's edge (Cloudflare Pages, advanced mode: the build bundles it into each app's
// `dist/_worker.js`, see bundleEdgeWorker.mjs). Every request goes on to the host's own asset serving, which still
// applies `_headers` and `_redirects`; this only does what a file host cannot:
// - an unprefixed page address is answered in the visitor's language, as gw-serve does;
// - a page address is answered in place: Pages would otherwise redirect `/contact-us` to
//   `/contact-us/`, an address the prerendered page was not rendered for.
import { EDGE_VARY, edgeAnswerPath, isPageAddress } from "./edgeLocale.mjs";

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
  if (chosen === null) return page;
  const response = new Response(page.body, page);
  response.headers.set("Vary", [page.headers.get("Vary"), EDGE_VARY].filter(Boolean).join(", "));
  return response;
}
