import { describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { getPriceHistory, getSpotPrices, spotPricesFromAnswer } from "./priceCalls";
import {
  PAGE_SPOT_ANSWER_ID,
  pageSpotAnswerKey,
  pageSpotPrices,
  seedPageSpotAnswer,
  type PageSpotAnswer,
} from "./prices/pageSpotAnswer";
import { examplePriceHistory, exampleSpotPrices } from "./testing/examplePrices";

const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers }),
  );

describe("getSpotPrices", () => {
  it("checks the answer against the contract and reads how long it stays current", async () => {
    const fetch = answer(exampleSpotPrices, 200, { "Cache-Control": "public, max-age=37" });
    const result = await getSpotPrices("AUD", { fetch, baseUrl: "https://api.example" });
    expect(fetch.mock.calls[0]![0]).toBe("https://api.example/v1/prices/spot?currency=AUD");
    expect(result).toEqual({
      ok: true,
      status: 200,
      data: { prices: exampleSpotPrices, maxAgeSeconds: 37 },
    });
  });

  it("never shows an answer that breaks the contract", async () => {
    const invented = {
      ...exampleSpotPrices,
      metals: { ...exampleSpotPrices.metals, gold: { bid: 2, ask: 1, previousClose: 1 } },
    };
    const result = await getSpotPrices("AUD", { fetch: answer(invented) });
    expect(result).toMatchObject({ ok: false, kind: "parse" });
  });

  it("passes the API's reason on and reports a network failure", async () => {
    const refused = await getSpotPrices("AUD", {
      fetch: answer({ status: "error", message: "Prices are unavailable" }, 503),
    });
    expect(refused).toEqual({
      ok: false,
      kind: "http",
      status: 503,
      message: "Prices are unavailable",
    });
    const offline = await getSpotPrices("AUD", {
      fetch: vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    });
    expect(offline).toMatchObject({ ok: false, kind: "network", message: "Failed to fetch" });
  });

  it("gives up after its timeout", async () => {
    const never = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted"))),
        ),
    );
    const result = await getSpotPrices("AUD", { fetch: never, timeoutMs: 10 });
    expect(result).toMatchObject({ ok: false, kind: "timeout" });
  });
});

describe("spotPricesFromAnswer", () => {
  it("checks an answer received before the app ran the same way", () => {
    expect(
      spotPricesFromAnswer({ status: 200, maxAgeSeconds: 12, body: exampleSpotPrices }),
    ).toEqual({
      ok: true,
      status: 200,
      data: { prices: exampleSpotPrices, maxAgeSeconds: 12 },
    });
    expect(
      spotPricesFromAnswer({ status: 200, maxAgeSeconds: 12, body: { currency: "AUD" } }),
    ).toMatchObject({ ok: false, kind: "parse" });
    expect(
      spotPricesFromAnswer({
        status: 503,
        maxAgeSeconds: null,
        body: { status: "error", message: "Prices are too old" },
      }),
    ).toMatchObject({ ok: false, kind: "http", status: 503 });
  });
});

describe("the page spot answer", () => {
  it("goes from the page into the query cache once, and is checked for its own currency only", () => {
    const doc = document.implementation.createHTMLDocument();
    const client = new QueryClient();
    const seeded = () => client.getQueryData<PageSpotAnswer>(pageSpotAnswerKey);
    seedPageSpotAnswer(client, doc);
    expect(seeded()).toBeUndefined();
    const script = doc.createElement("script");
    script.type = "application/json";
    script.id = PAGE_SPOT_ANSWER_ID;
    script.textContent = JSON.stringify({
      currency: "AUD",
      status: 200,
      maxAgeSeconds: 7,
      body: exampleSpotPrices,
    });
    doc.body.append(script);
    seedPageSpotAnswer(client, doc);
    expect(pageSpotPrices(seeded(), "AUD")).toEqual({
      prices: exampleSpotPrices,
      maxAgeSeconds: 7,
    });
    expect(pageSpotPrices(seeded(), "USD")).toBeUndefined();
    const failed = { currency: "AUD", status: 503, maxAgeSeconds: null, body: null } as const;
    expect(pageSpotPrices(failed, "AUD")).toBe("unavailable");
  });
});

describe("getPriceHistory", () => {
  it("asks for the metal, range and currency and checks the points", async () => {
    const fetch = answer(examplePriceHistory);
    const result = await getPriceHistory(
      { metal: "gold", range: "1M", currency: "AUD" },
      { fetch, baseUrl: "https://api.example" },
    );
    expect(fetch.mock.calls[0]![0]).toBe(
      "https://api.example/v1/prices/history?metal=gold&range=1M&currency=AUD",
    );
    expect(result).toEqual({ ok: true, status: 200, data: examplePriceHistory });
    const bad = await getPriceHistory(
      { metal: "gold", range: "1M", currency: "AUD" },
      { fetch: answer({ ...examplePriceHistory, points: [{ date: "yesterday", close: 1 }] }) },
    );
    expect(bad).toMatchObject({ ok: false, kind: "parse" });
  });
});
