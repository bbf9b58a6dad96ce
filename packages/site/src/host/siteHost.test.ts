// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PageAnswers } from "@gw/api-client/page-answers";
import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { exampleBrand } from "@gw/ui/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { headerRules } from "../../bin/deploy/productionHeaders.mjs";
import { nodeFiles } from "../../bin/serve/nodeFiles.mjs";
import { WasmHTMLRewriter } from "../../bin/serve/wasmHtmlRewriter.mjs";
import type { HostManifest } from "./hostManifest";
import { createSiteHost } from "./siteHost";

/** A prerendered page in the shape the build writes: the island, the app's root, its language. */
const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>A page</title></head><body><div id="root">${body}</div></body></html>`;
const strip = '<a href="/live-pricing"><span data-island="homeStrip">— per oz</span></a>';
const panel = '<section data-island="spotPanel">Loading prices...</section>';

let dist = "";
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), "gw-host-"));
  const file = (path: string, text: string) => {
    mkdirSync(join(dist, path, ".."), { recursive: true });
    writeFileSync(join(dist, path), text);
  };
  file("index.html", page("en-AU", `home ${strip}`));
  file("live-pricing/index.html", page("en-AU", `live ${panel}`));
  file("docs/index.html", page("en-AU", "docs"));
  file("_embedded/docs/index.html", page("en-AU", "docs alone"));
  file("zh/index.html", page("zh-CN", `zh home ${strip}`));
  file("zh/live-pricing/index.html", page("zh-CN", `zh live ${panel}`));
  file("zh/docs/index.html", page("zh-CN", "zh docs"));
  file("_embedded/zh/docs/index.html", page("zh-CN", "zh docs alone"));
  file("robots.txt", "User-agent: *\n");
  file("_headers", "/*\n  X-Secret: no\n");
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const manifest: HostManifest = {
  pages: {
    "/": { islands: ["homeStrip"] },
    "/live-pricing": { islands: ["spotPanel"] },
    "/docs": { islands: [], embeddable: true },
    "/zh": { islands: ["homeStrip"] },
    "/zh/live-pricing": { islands: ["spotPanel"] },
    "/zh/docs": { islands: [], embeddable: true },
  },
  noindexFallback: true,
  headerRules: headerRules({
    scriptHashes: ["'sha256-abc'"],
    appOrigin: "https://app.test",
    localePrefixes: ["", "/zh"],
  }),
  apiUrl: "https://api.test",
  brand: exampleBrand,
};

/** The API, answering each currency with the example prices, or as `answer` says. */
function api(answer?: (currency: string) => Response | Promise<Response>) {
  return vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const currency = new URL(String(input)).searchParams.get("currency") ?? "AUD";
    if (answer) return answer(currency);
    return new Response(JSON.stringify({ ...exampleSpotPrices, currency }), {
      headers: { "Cache-Control": "public, max-age=30" },
    });
  });
}

function host(fetch = api()) {
  return {
    fetch,
    host: createSiteHost(manifest, {
      files: nodeFiles(dist),
      HTMLRewriter: WasmHTMLRewriter,
      fetch,
    }),
  };
}

async function get(
  siteHost: ReturnType<typeof createSiteHost>,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
) {
  const response = await siteHost.fetch(
    new Request(`http://localhost${path}`, { headers, method }),
  );
  return { response, text: await response.text() };
}

/** The spot answer the page embeds for the app, with the currency the page was written in. */
function embedded(html: string) {
  const page = JSON.parse(
    /id="gw-page-answers">([^<]*)</.exec(html)?.[1] ?? "null",
  ) as PageAnswers | null;
  const spot = page?.answers.find(({ key }) => key[1] === "spot");
  return page && spot ? { ...spot, currency: page.currency } : null;
}

describe("the site's host", () => {
  it("renders the live pricing page's island with today's prices and embeds the answer", async () => {
    const { host: siteHost, fetch } = host();
    const asked = Date.now();
    const { response, text } = await get(siteHost, "/live-pricing");
    const tookSeconds = Math.ceil((Date.now() - asked) / 1000);
    expect(text).toContain('data-island="spotPanel"');
    expect(text).toContain("$5,235.09");
    expect(text).not.toContain("Loading prices...");
    expect(embedded(text)).toMatchObject({ currency: "AUD", status: 200 });
    // Fresh for what is left of the API's max-age (a loaded machine may take seconds to render).
    expect(embedded(text)!.maxAgeSeconds).toBeGreaterThanOrEqual(29 - tookSeconds);
    expect(embedded(text)!.maxAgeSeconds).toBeLessThanOrEqual(30);
    // The language the host chose, and the currency the islands are in.
    expect(response.headers.get("Vary")).toBe("Cookie, Accept-Language");
    expect(response.headers.get("Content-Security-Policy")).toContain("'sha256-abc'");
    // Kept while fresh: one request to the API for many visitors.
    await get(siteHost, "/");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("writes the visitor's currency (their cookie) and the page's language", async () => {
    const { host: siteHost } = host();
    const { text } = await get(siteHost, "/zh/", { Cookie: "gw_currency=CNY" });
    expect(text).toContain("¥5,235.09");
    expect(text).toContain("买入价");
    expect(embedded(text)?.currency).toBe("CNY");
  });

  it("shows a stale quote as delayed, with its time", async () => {
    const { host: siteHost } = host(
      api(
        (currency) => new Response(JSON.stringify({ ...exampleSpotPrices, currency, stale: true })),
      ),
    );
    const { text } = await get(siteHost, "/live-pricing");
    expect(text).toContain("Delayed");
    expect(text).toContain("24 Nov 2026");
  });

  it("says prices are unavailable when the API has none fit to show, never an old figure", async () => {
    const { host: siteHost } = host(
      api(
        () =>
          new Response(JSON.stringify({ status: "error", message: "Prices are too old" }), {
            status: 503,
          }),
      ),
    );
    const { text } = await get(siteHost, "/live-pricing");
    expect(text).toContain("Prices are unavailable just now.");
    expect(text).not.toContain("$");
    expect(embedded(text)).toMatchObject({ status: 503 });
    expect((await get(siteHost, "/zh/")).text).toContain("暂时无法提供价格");
  });

  it("answers the page as built when the API does not answer in time", async () => {
    // An API that never answers: only the host's time limit ends the wait.
    const never = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
    );
    const { host: siteHost } = host(never);
    const started = Date.now();
    const { response, text } = await get(siteHost, "/live-pricing");
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.status).toBe(200);
    expect(text).toContain("Loading prices...");
    expect(embedded(text)).toBeNull();
  });

  it("renders no island for a HEAD request, and asks the API nothing", async () => {
    const { host: siteHost, fetch } = host();
    const { response } = await get(siteHost, "/live-pricing", {}, "HEAD");
    expect(response.status).toBe(200);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("answers an unprefixed page in the visitor's language, varying caches by it", async () => {
    const { host: siteHost } = host();
    const chinese = await get(siteHost, "/docs", { Cookie: "gw_lang=zh" });
    expect(chinese.text).toContain("zh docs");
    expect(chinese.response.headers.get("Vary")).toMatch(/Cookie, Accept-Language/);
    expect((await get(siteHost, "/docs", { "Accept-Language": "zh-CN" })).text).toContain(
      "zh docs",
    );
    expect((await get(siteHost, "/zh/docs")).response.headers.get("Vary") ?? "").not.toMatch(
      /Accept-Language/,
    );
  });

  it("answers an address under no page with the nearest page, a language's home kept out of search", async () => {
    const { host: siteHost } = host();
    const below = await get(siteHost, "/docs/unknown/section");
    expect(below.text).toContain(">docs<");
    expect(below.response.headers.get("X-Robots-Tag")).toBeNull();
    const stray = await get(siteHost, "/no/such/address");
    expect(stray.text).toContain("home");
    expect(stray.text).toContain('<meta name="robots" content="noindex"/>');
    expect(stray.response.headers.get("X-Robots-Tag")).toBe("noindex");
    // The home page it shows still has today's prices.
    expect(stray.text).toContain("$5,235.09");
    expect((await get(siteHost, "/zh/nope")).text).toContain("zh home");
    expect((await get(siteHost, "/missing.js")).response.headers.get("X-Robots-Tag")).toBe(
      "noindex",
    );
  });

  it("answers ?embedded=true with the document as the build wrote it alone, in either language", async () => {
    const { host: siteHost } = host();
    expect((await get(siteHost, "/docs?embedded=true")).text).toContain(">docs alone<");
    expect((await get(siteHost, "/zh/docs?embedded=true")).text).toContain(">zh docs alone<");
    const chosen = await get(siteHost, "/docs?embedded=true", { Cookie: "gw_lang=zh" });
    expect(chosen.text).toContain(">zh docs alone<");
    // Below the document (a section's address) it is still the document alone.
    expect((await get(siteHost, "/docs/a/section/b?embedded=true")).text).toContain(">docs alone<");
    expect((await get(siteHost, "/docs?embedded=false")).text).toContain(">docs<");
    // A page that is not embeddable is the page itself.
    const live = await get(siteHost, "/live-pricing?embedded=true");
    expect(live.text).toContain("live ");
  });

  it("sends the rules' headers alone, whatever the file came with", async () => {
    const framed = vi.fn(
      async () =>
        new Response("<p>doc</p>", {
          headers: { "Content-Type": "text/html", "X-Frame-Options": "DENY" },
        }),
    );
    const siteHost = createSiteHost(manifest, {
      files: framed,
      HTMLRewriter: WasmHTMLRewriter,
      fetch: api(),
    });
    const { response } = await get(siteHost, "/docs?embedded=true");
    expect(response.headers.get("X-Frame-Options")).toBeNull();
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'self'");
  });

  it("keeps the host's own files from visitors", async () => {
    const { host: siteHost } = host();
    for (const path of ["/_headers", "/%5Fheaders", "/_redirects/", "/_worker.js"]) {
      const { response, text } = await get(siteHost, path);
      expect(text).not.toContain("X-Secret");
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    }
  });

  it("serves the build's files with the production headers", async () => {
    const { host: siteHost } = host();
    const { response, text } = await get(siteHost, "/robots.txt");
    expect(text).toBe("User-agent: *\n");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    const document = await get(siteHost, "/docs");
    expect(document.response.headers.get("Content-Security-Policy")).toContain(
      "frame-ancestors 'self' https://app.test",
    );
    expect(document.response.headers.get("X-Frame-Options")).toBeNull();
  });

  it("answers whatever host the request names: the page's own head script checks it", async () => {
    const { host: siteHost } = host();
    const response = await siteHost.fetch(new Request("http://evil.test/docs"));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(">docs<");
  });

  it("refuses what it does not serve", async () => {
    const { host: siteHost } = host();
    const post = await get(siteHost, "/", {}, "POST");
    expect(post.response.status).toBe(405);
    expect(post.response.headers.get("Allow")).toBe("GET, HEAD");
    expect((await get(siteHost, "/%E0%A4%A")).response.status).toBe(400);
  });
});
