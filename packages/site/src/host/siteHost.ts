import { PAGE_ANSWERS_ID } from "@gw/api-client/page-answers";
import { cookieCurrency, defaultPriceCurrency } from "@gw/api-client/prices";
import { localeFromPath, localePrefix, supportedLocales } from "@gw/i18n/choice";
import { ISLAND_ATTRIBUTE } from "@gw/pricing/islands";
import { API_PROXY_PREFIX } from "@gw/api-client/public-calls";
import { Hono } from "hono";
import { scriptJson } from "../pageHead/scriptJson";
import { createApiProxy } from "./apiProxy";
import { asksForEmbedded, embeddedPageFolder } from "./embeddedPage";
import { headersFor } from "./headerRules";
import type { HostManifest } from "./hostManifest";
import { createApiAnswers } from "./apiAnswers";
import { createIslandWriter } from "./pageIslands";
import { inVisitorLanguage, isPageAddress, LANGUAGE_VARY } from "./visitorLanguage";

/** The part of Cloudflare's `HTMLRewriter` the host uses (Node gets one with the same API). */
export interface HtmlRewriter {
  on(
    selector: string,
    handlers: {
      element(element: {
        getAttribute(name: string): string | null;
        replace(content: string, options: { html: boolean }): unknown;
        after(content: string, options: { html: boolean }): unknown;
        append(content: string, options: { html: boolean }): unknown;
      }): void;
    },
  ): HtmlRewriter;
  transform(response: Response): Response;
}

/** What the host runs on: the one thing that differs between the edge and Node. */
export interface HostRuntime {
  /**
   * The build's file at a path (a page's by its folder, `/live-pricing/`), answered as the
   * request asks (encoding, range, conditions); 404 when there is none.
   */
  files(path: string, request: Request): Promise<Response>;
  HTMLRewriter: new () => HtmlRewriter;
  /** How the host reaches the API. */
  fetch: typeof fetch;
  /** The API to ask for prices and forward `/api` to, where not the build's (a stand-in in a test). */
  apiUrl?: string;
  /** Sent with each forwarded call so the API believes the visitor's address (`API_PROXY_TOKEN`). */
  proxyToken?: string;
  now?: () => number;
}

/** What each request comes with from the runtime, beside the request itself. */
export interface HostBindings {
  /** The visitor's address as the runtime saw it (the socket on Node, the edge's own header). */
  clientAddress?: string;
}

/** The host's own files: a static host reads them, no visitor gets them. */
const hostOnlyFiles = new Set(["/_headers", "/_redirects", "/_worker.js", "/_routes.json"]);

/** The app's root element, beside which the page answers go. */
const APP_ROOT_ID = "root";

const languageRoots = new Set(supportedLocales.map((locale) => localePrefix(locale) || "/"));

/** A page's key in the manifest: its address without a trailing slash. */
const pageKey = (path: string) => path.replace(/\/+$/, "") || "/";

function vary(headers: Headers, names: string) {
  headers.set("Vary", [headers.get("Vary"), names].filter(Boolean).join(", "));
}

/**
 * The site's host, written once against the web's `Request` and `Response` and run by the static
 * host's edge (`pagesWorker`) and on Node (`gw-serve`): the build's files with the production
 * headers; a page address answered in the visitor's language; an address under no page answered
 * with the nearest page above it (a language's home kept out of search results); and each page's
 * live islands rendered with today's prices in the visitor's currency, the API's answer embedded
 * for the app. It answers whatever the Host header names: a site mirrored through a proxy comes
 * with the origin's own host name, so only the page itself can tell a foreign host (the host
 * check head script).
 */
export function createSiteHost(
  manifest: HostManifest,
  runtime: HostRuntime,
): Hono<{ Bindings: HostBindings | undefined }> {
  const now = runtime.now ?? Date.now;
  const apiUrl = runtime.apiUrl ?? manifest.apiUrl;
  const productionHeaderNames = new Set(
    manifest.headerRules.flatMap((rule) => [...Object.keys(rule.headers), ...(rule.detach ?? [])]),
  );
  const apiProxy = createApiProxy({ apiUrl, fetch: runtime.fetch, proxyToken: runtime.proxyToken });
  const writeIslands = createIslandWriter({
    answers: createApiAnswers({ apiUrl, fetchAnswer: runtime.fetch, now }),
    brand: manifest.brand,
    now,
  });

  /** The production headers for a path, over what the file came with. */
  function withHeaders(response: Response, path: string, changed = false): Headers {
    const headers = new Headers(response.headers);
    // The rules decide these headers alone, whatever the file came with (at the edge, Pages'
    // own reading of `_headers` for the file's path, which for an embedded page is not the page's).
    for (const name of productionHeaderNames) headers.delete(name);
    if (changed)
      for (const name of ["Content-Length", "ETag", "Last-Modified"]) headers.delete(name);
    for (const [name, value] of Object.entries(headersFor(manifest.headerRules, path))) {
      headers.set(name, value);
    }
    return headers;
  }

  /** The nearest page above an address no page or file answers. */
  function nearestPage(path: string): { key: string; noindex: boolean } {
    const segments = path.split("/").filter(Boolean);
    while (segments.length > 0) {
      segments.pop();
      const key = pageKey(`/${segments.join("/")}`);
      if (manifest.pages[key]) {
        return { key, noindex: manifest.noindexFallback && languageRoots.has(key) };
      }
    }
    return { key: "/", noindex: manifest.noindexFallback };
  }

  async function page(
    request: Request,
    key: string,
    path: string,
    { noindex = false, languageChosen = false } = {},
  ): Promise<Response> {
    const declared = manifest.pages[key]?.islands ?? [];
    const islands = request.method === "GET" && declared.length > 0 ? declared : [];
    const rewrite = islands.length > 0 || noindex;
    const embedded = manifest.pages[key]?.embeddable && asksForEmbedded(new URL(request.url));
    const folder = embedded ? embeddedPageFolder(key) : key === "/" ? "/" : `${key}/`;
    // A page to rewrite is read whole and plain; any other as the visitor asks for it.
    const file = await runtime.files(folder, rewrite ? new Request(request.url) : request);
    const rendered =
      file.ok && islands.length > 0
        ? await writeIslands(islands, {
            currency: cookieCurrency(request.headers.get("Cookie")) ?? defaultPriceCurrency,
            locale: localeFromPath(key),
            path: key,
          })
        : null;
    let rewriter = new runtime.HTMLRewriter();
    if (rendered) {
      rewriter = rewriter
        .on(`[${ISLAND_ATTRIBUTE}]`, {
          element(element) {
            const html = rendered.html.get(element.getAttribute(ISLAND_ATTRIBUTE) ?? "");
            if (html !== undefined) element.replace(html, { html: true });
          },
        })
        .on(`#${APP_ROOT_ID}`, {
          element(element) {
            element.after(
              `<script type="application/json" id="${PAGE_ANSWERS_ID}">${scriptJson(rendered.answers)}</script>`,
              { html: true },
            );
          },
        });
    }
    if (noindex) {
      rewriter = rewriter.on("head", {
        element(element) {
          element.append('<meta name="robots" content="noindex"/>', { html: true });
        },
      });
    }
    const body = file.ok && rewrite ? rewriter.transform(file) : file;
    const headers = withHeaders(body, path, body !== file);
    if (noindex) headers.set("X-Robots-Tag", "noindex");
    if (languageChosen) vary(headers, LANGUAGE_VARY);
    // The islands are written in the currency the visitor's cookie names.
    if (declared.length > 0 && !languageChosen) vary(headers, "Cookie");
    return new Response(body.body, { status: body.status, headers });
  }

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      return new Response("The request target is not a path of this server\n", { status: 400 });
    }
    const hostOnly = hostOnlyFiles.has(decoded.replace(/\/+$/, ""));
    let path = url.pathname;
    let languageChosen = false;
    if (isPageAddress(url.pathname)) {
      ({ path, chosen: languageChosen } = inVisitorLanguage(url.pathname, {
        cookie: request.headers.get("Cookie"),
        acceptLanguage: request.headers.get("Accept-Language"),
      }));
      const key = pageKey(path);
      if (!hostOnly && manifest.pages[key]) return page(request, key, path, { languageChosen });
    } else if (!hostOnly) {
      const file = await runtime.files(url.pathname, request);
      if (file.status !== 404) {
        return new Response(file.body, { status: file.status, headers: withHeaders(file, path) });
      }
    }
    const fallback = nearestPage(path);
    return page(request, fallback.key, path, { noindex: fallback.noindex, languageChosen });
  }

  const app = new Hono<{ Bindings: HostBindings | undefined }>();
  app.all(`${API_PROXY_PREFIX}/*`, (c) => apiProxy(c.req.raw, c.env?.clientAddress));
  // Liveness for a container's health check: the host itself answers, whatever the API does.
  app.get("/healthz", (c) => c.text("ok\n", 200, { "Cache-Control": "no-store" }));
  // Hono answers HEAD with its GET route, without the body.
  app.get("*", (c) => answer(c.req.raw));
  app.all("*", (c) => c.text("Only GET and HEAD are served\n", 405, { Allow: "GET, HEAD" }));
  app.onError((error, c) => {
    // Whatever was missed fails this one request, not every visitor's.
    console.error(`${c.req.method} ${c.req.url} failed:`, error);
    return c.text("Internal error\n", 500);
  });
  return app;
}
