import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cloudflareWorker } from "./cloudflareWorker.mjs";

const spotUrl = "https://api.goldwattle.com/v1/prices/spot?currency=AUD";
const page = `<!doctype html><html lang="en-AU"><body><div data-spot-root=""><span data-spot="gold.ask.troyOunce"></span></div></body></html>`;

/**
 * The host's asset serving: every page as built, with the `_headers` rules' Link on the pages
 * that preload spot prices.
 * @param {string | null} link
 */
const assets = (link) => ({
  fetch: vi.fn(
    async (/** @type {Request} */ _request) =>
      new Response(page, {
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          ETag: '"built"',
          ...(link ? { Link: link } : {}),
        },
      }),
  ),
});

const api = () => {
  const fetch = vi.fn(
    async (/** @type {RequestInfo | URL} */ _url, /** @type {RequestInit} */ _init) =>
      new Response(JSON.stringify(exampleSpotPrices), {
        headers: { "Cache-Control": "max-age=30" },
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
};

afterEach(() => vi.unstubAllGlobals());

describe("the edge worker", () => {
  const worker = cloudflareWorker(["zh"]);
  const link = `<${spotUrl}>; rel=preload; as=fetch; crossorigin=anonymous`;

  it("answers a page that preloads spot prices with them written in", async () => {
    const fetch = api();
    const response = await worker.fetch(
      new Request("https://goldwattle.com/live-pricing"),
      /** @type {any} */ ({ ASSETS: assets(link) }),
    );
    expect(await response.text()).toContain('data-spot="gold.ask.troyOunce">$5,235.09<');
    expect(fetch).toHaveBeenCalledWith(spotUrl, expect.anything());
    expect(response.headers.get("Link")).toBe(link);
    expect(response.headers.get("ETag")).toBeNull();
  });

  it("leaves other pages, and HEAD requests, as built", async () => {
    const fetch = api();
    const plain = await worker.fetch(
      new Request("https://goldwattle.com/contact-us"),
      /** @type {any} */ ({ ASSETS: assets(null) }),
    );
    expect(await plain.text()).toBe(page);
    const head = await worker.fetch(
      new Request("https://goldwattle.com/live-pricing", { method: "HEAD" }),
      /** @type {any} */ ({ ASSETS: assets(link) }),
    );
    expect(head.headers.get("ETag")).toBe('"built"');
    expect(fetch).not.toHaveBeenCalled();
  });
});
