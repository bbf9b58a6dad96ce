// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  exampleCnySpotPrices,
  exampleReferencePrice,
  exampleSpotPrices,
} from "@gw/api-client/testing/prices";
import type { PageAnswers } from "@gw/api-client/page-answers";
import { exampleBrand } from "@gw/ui/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { headerRules } from "../../bin/deploy/productionHeaders.mjs";
import { nodeFiles } from "../../bin/serve/nodeFiles.mjs";
import { WasmHTMLRewriter } from "../../bin/serve/wasmHtmlRewriter.mjs";
import type { HostManifest } from "./hostManifest";
import { createSiteHost } from "./siteHost";

const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>A page</title></head><body><div id="root">${body}</div></body></html>`;
const panel = '<section data-island="spotPanel">Loading prices...</section>';
const hiddenReference = '<div hidden="" data-island="shanghaiReference"></div>';
const chinaReference = '<section data-island="chinaShanghaiReference">Loading prices...</section>';

let dist = "";
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), "gw-host-reference-"));
  const file = (path: string, text: string) => {
    mkdirSync(join(dist, path, ".."), { recursive: true });
    writeFileSync(join(dist, path), text);
  };
  file("index.html", page("en-AU", `china ${chinaReference}`));
  file("live-pricing/index.html", page("en-AU", `live ${panel} ${hiddenReference}`));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const manifest: HostManifest = {
  pages: {
    "/": { islands: ["chinaShanghaiReference"] },
    "/live-pricing": { islands: ["spotPanel", "shanghaiReference"] },
  },
  noindexFallback: false,
  headerRules: headerRules({
    scriptHashes: [],
    appOrigin: "https://app.test",
    localePrefixes: ["", "/zh"],
  }),
  apiUrl: "https://api.test",
  brand: exampleBrand,
};

/** The API: the example spot prices per currency, the example reference (or `reference`). */
function api(reference: () => Response = () => Response.json(exampleReferencePrice)) {
  return vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname === "/v1/prices/reference/sge") return reference();
    const currency = url.searchParams.get("currency");
    return Response.json(currency === "CNY" ? exampleCnySpotPrices : exampleSpotPrices, {
      headers: { "Cache-Control": "public, max-age=30" },
    });
  });
}

async function get(fetch: ReturnType<typeof api>, path: string, cookie = "") {
  const host = createSiteHost(manifest, {
    files: nodeFiles(dist),
    HTMLRewriter: WasmHTMLRewriter,
    fetch,
  });
  const response = await host.fetch(
    new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} }),
  );
  return response.text();
}

/** The answers the page embeds for the app, by query key. */
function embedded(html: string) {
  const page = JSON.parse(
    /id="gw-page-answers">([^<]*)</.exec(html)?.[1] ?? "null",
  ) as PageAnswers | null;
  return new Map(page?.answers.map(({ key, ...answer }) => [key.join(" "), answer]));
}

describe("the host's Shanghai reference island", () => {
  it("writes the SGE price beside our CNY buy price on the China page, whatever the currency", async () => {
    const fetch = api();
    const text = await get(fetch, "/");
    expect(text).toContain("Shanghai Gold Exchange reference");
    expect(text).toContain("786.40");
    expect(text).toContain("782.06");
    expect(text).toContain("-0.55%");
    expect(text).not.toContain("Loading prices...");
    const answers = embedded(text);
    expect(answers.get("prices reference sge")).toMatchObject({
      status: 200,
      body: exampleReferencePrice,
    });
    expect(answers.get("prices spot CNY")).toMatchObject({
      status: 200,
      body: { currency: "CNY" },
    });
    // The China page shows no prices of the visitor's own currency: none asked for, none embedded.
    expect([...answers.keys()]).toEqual(["prices reference sge", "prices spot CNY"]);
  });

  it("on live pricing leaves the placeholder for a visitor in AUD, and writes it for one in CNY", async () => {
    const fetch = api();
    const inAud = await get(fetch, "/live-pricing");
    expect(inAud).toContain('data-island="shanghaiReference"');
    expect(inAud).not.toContain("Shanghai Gold Exchange reference");
    // Nothing asked for an island the visitor is not shown.
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      "https://api.test/v1/prices/spot?currency=AUD",
    ]);
    const inCny = await get(api(), "/live-pricing", "gw_currency=CNY");
    expect(inCny).toContain("Shanghai Gold Exchange reference");
    expect(inCny).toContain("786.40");
  });

  it("says the reference is unavailable when the API has none fit to show", async () => {
    const text = await get(
      api(() => Response.json({ status: "error", message: "none" }, { status: 503 })),
      "/",
    );
    expect(text).toContain("The Shanghai reference price is unavailable just now.");
    expect(embedded(text).get("prices reference sge")).toMatchObject({ status: 503, body: null });
  });
});
