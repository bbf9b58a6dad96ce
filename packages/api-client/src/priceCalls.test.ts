import { describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import {
  pageAnswerBody,
  pageAnswerKey,
  seedPageAnswers,
  type PageAnswer,
} from "./pageAnswers/pageAnswers";
import { getPriceHistory, getSpotPrices } from "./priceCalls";
import { shanghaiReferenceGet, spotPricesGet } from "./prices/priceGets";
import { readContract } from "./readContract";
import { embedPageAnswers } from "./testing/pageAnswersInPage";
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

describe("the GETs an island asks", () => {
  it("say where they are asked and cached, and what their body is read as", () => {
    const spot = spotPricesGet("CNY");
    expect(spot.path).toBe("/v1/prices/spot?currency=CNY");
    expect(spot.key).toEqual(["prices", "spot", "CNY"]);
    expect(readContract(spot.contract, 200, exampleSpotPrices)).toEqual(exampleSpotPrices);
    expect(readContract(spot.contract, 200, { currency: "AUD" })).toBeNull();
    const refused = { status: "error", message: "Prices are too old" };
    expect(readContract(spot.contract, 503, refused)).toBeNull();
    const reference = shanghaiReferenceGet();
    expect(reference).toMatchObject({
      path: "/v1/prices/reference/sge",
      contract: "referencePrice",
    });
    expect(readContract(reference.contract, 200, exampleSpotPrices)).toBeNull();
  });
});

describe("the page answers", () => {
  it("go from the page into the query cache once, each under its query's key", () => {
    const doc = document.implementation.createHTMLDocument();
    const client = new QueryClient();
    const seeded = (currency: string) =>
      client.getQueryData<PageAnswer>(pageAnswerKey(["prices", "spot", currency])) ?? null;
    seedPageAnswers(client, doc);
    expect(seeded("AUD")).toBeNull();
    embedPageAnswers(
      {
        currency: "AUD",
        answers: [
          {
            key: ["prices", "spot", "AUD"],
            status: 200,
            maxAgeSeconds: 7,
            body: exampleSpotPrices,
          },
          { key: ["prices", "spot", "CNY"], status: 503, maxAgeSeconds: null, body: null },
        ],
      },
      doc,
    );
    seedPageAnswers(client, doc);
    expect(seeded("AUD")).toEqual({ status: 200, maxAgeSeconds: 7, body: exampleSpotPrices });
    expect(pageAnswerBody(seeded("AUD"))).toEqual(exampleSpotPrices);
    expect(pageAnswerBody(seeded("CNY"))).toBe("unavailable");
    expect(pageAnswerBody(seeded("USD"))).toBeUndefined();
    expect(client.getQueryData(["page", "currency"])).toBe("AUD");
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
