import { API_PROXY_PREFIX } from "@gw/api-client/public-calls";
import { Hono } from "hono";
import { createApiAnswers } from "./apiAnswers";
import { createApiProxy } from "./apiProxy";
import { compression } from "./compression";
import { embeddedVariant } from "./embeddedVariant";
import { fallbackPage } from "./fallbackPage";
import type { HostEnv, HostRuntime } from "./hostEnv";
import type { HostManifest } from "./hostManifest";
import { noindex } from "./noindex";
import { pageEdits } from "./pageEdits";
import { pageFile } from "./pageFile";
import { pageIslands } from "./pageIslands";
import { ruleHeaders } from "./ruleHeaders";
import { servedRequests } from "./servedRequests";
import { staticFiles } from "./staticFiles";
import { visitorLanguage } from "./visitorLanguage";

/**
 * The site's host, written once against the web's `Request` and `Response` as a Hono app, and run
 * by the static host's edge (`pagesWorker`, workerd) and on Node (`gw-serve`), the same chain on
 * both: the API's public calls forwarded (`/api`); then, for every other request, the build's
 * files with the production headers; a page address answered in the visitor's language; an
 * address under no page answered with the nearest page above it (a language's home kept out of
 * search results); a document as an app embeds it; and each page's live islands written with
 * today's figures in the visitor's currency, the API's answers embedded for the app. Each step is
 * a middleware of its own file, in the order a request meets them. It answers whatever the Host
 * header names: a site mirrored through a proxy comes with the origin's own host name, so only the
 * page itself can tell a foreign host (the host check head script).
 */
export function createSiteHost(manifest: HostManifest, runtime: HostRuntime): Hono<HostEnv> {
  const now = runtime.now ?? Date.now;
  const apiUrl = runtime.apiUrl ?? manifest.apiUrl;
  const apiProxy = createApiProxy({ apiUrl, fetch: runtime.fetch, proxyToken: runtime.proxyToken });
  const answers = createApiAnswers({ apiUrl, fetchAnswer: runtime.fetch, now });
  const app = new Hono<HostEnv>();
  app.all(`${API_PROXY_PREFIX}/*`, (c) => apiProxy(c.req.raw, c.env?.clientAddress));
  // Liveness for a container's health check: the host itself answers, whatever the API does.
  app.get("/healthz", (c) => c.text("ok\n", 200, { "Cache-Control": "no-store" }));
  app.use(servedRequests);
  if (runtime.compress) app.use(compression(runtime.compress));
  app.use(ruleHeaders(manifest.headerRules));
  app.use(visitorLanguage);
  app.use(staticFiles(runtime.files));
  app.use(fallbackPage(manifest));
  app.use(embeddedVariant(manifest.pages));
  app.use(pageEdits(runtime.HTMLRewriter));
  app.use(noindex);
  app.use(pageIslands({ manifest, answers, now }));
  app.get("*", pageFile(runtime.files));
  app.onError((error, c) => {
    // Whatever was missed fails this one request, not every visitor's.
    console.error(`${c.req.method} ${c.req.url} failed:`, error);
    return c.text("Internal error\n", 500);
  });
  return app;
}
