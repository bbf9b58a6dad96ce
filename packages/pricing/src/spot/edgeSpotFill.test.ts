import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { describe, expect, it, vi } from "vitest";
import { createEdgeSpotFiller, spotPreloadUrl } from "./edgeSpotFill";

const spotUrl = "http://localhost:8787/v1/prices/spot?currency=AUD";
const link = `<${spotUrl}>; rel=preload; as=fetch; crossorigin=anonymous`;
const page = (lang = "en-AU") =>
  `<!doctype html><html lang="${lang}"><body><p data-spot-root=""><span data-spot="gold.ask.troyOunce"></span></p></body></html>`;
const shown = (html: string) => /data-spot="gold\.ask\.troyOunce">([^<]*)</.exec(html)?.[1];

function api(body: unknown = exampleSpotPrices, cacheControl = "public, max-age=30") {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { headers: { "Cache-Control": cacheControl } }),
  );
}

describe("spotPreloadUrl", () => {
  it("finds the spot request among a page's preloads", () => {
    expect(spotPreloadUrl(link)).toBe(spotUrl);
    expect(spotPreloadUrl(`</logo.svg>; rel=preload; as=image, ${link}`)).toBe(spotUrl);
  });

  it("is null for pages that preload no spot prices", () => {
    expect(spotPreloadUrl(null)).toBeNull();
    expect(spotPreloadUrl("</logo.svg>; rel=preload; as=image")).toBeNull();
    expect(spotPreloadUrl(`<${spotUrl}>; rel=preconnect`)).toBeNull();
    expect(spotPreloadUrl("<http://[>; rel=preload")).toBeNull();
  });
});

describe("createEdgeSpotFiller", () => {
  it("writes the API's prices into the page, in its language", async () => {
    const { fill } = createEdgeSpotFiller({ fetchAnswer: api() });
    expect(shown(await fill(page(), link))).toBe("$5,235.09");
    expect(shown(await fill(page("zh-CN"), link))).toBe("AU$5,235.09");
  });

  it("asks the API once while its answer is fresh, and again after", async () => {
    let time = 0;
    const fetchAnswer = api();
    const { fill } = createEdgeSpotFiller({ fetchAnswer, now: () => time });
    await Promise.all([fill(page(), link), fill(page(), link)]);
    time = 29_000;
    await fill(page(), link);
    expect(fetchAnswer).toHaveBeenCalledTimes(1);
    time = 30_001;
    await fill(page(), link);
    expect(fetchAnswer).toHaveBeenCalledTimes(2);
  });

  it("answers the page as built when the API fails, is slow or says nonsense", async () => {
    const failing = vi.fn(async () => new Response("down", { status: 503 }));
    const slow = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
    );
    for (const fetchAnswer of [failing, slow, api({ currency: "AUD" }), api("<html>")]) {
      const { fill } = createEdgeSpotFiller({ fetchAnswer, timeoutMs: 20 });
      expect(await fill(page(), link)).toBe(page());
    }
  });

  it("waits a moment before asking a failing API again", async () => {
    let time = 0;
    const failing = vi.fn(async () => new Response("down", { status: 503 }));
    const { fill } = createEdgeSpotFiller({
      fetchAnswer: failing,
      retryAfterMs: 5_000,
      now: () => time,
    });
    await fill(page(), link);
    time = 4_000;
    await fill(page(), link);
    expect(failing).toHaveBeenCalledTimes(1);
    time = 5_001;
    await fill(page(), link);
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("leaves pages that preload no spot prices alone, without asking", async () => {
    const fetchAnswer = api();
    const { fill, shows } = createEdgeSpotFiller({ fetchAnswer });
    expect(shows(link)).toBe(true);
    expect(shows("</logo.svg>; rel=preload; as=image")).toBe(false);
    expect(await fill(page(), null)).toBe(page());
    expect(fetchAnswer).not.toHaveBeenCalled();
  });
});
