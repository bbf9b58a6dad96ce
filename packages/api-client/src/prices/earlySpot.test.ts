import { afterEach, describe, expect, it, vi } from "vitest";
import {
  claimEarlySpot,
  EARLY_SPOT_GLOBAL,
  startEarlySpotRequest,
  takeEarlySpotAnswer,
} from "./earlySpot";
import { maxAgeSeconds } from "./priceUrls";

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { "Content-Type": "application/json", "Cache-Control": "public, max-age=30" },
    ...init,
  });

afterEach(() => {
  delete window[EARLY_SPOT_GLOBAL];
});

describe("the early spot request", () => {
  it("asks once, with safelisted headers only, and keeps status, max-age and body", async () => {
    const fetchSpot = vi.fn(async () => json({ currency: "USD" }));
    const early = startEarlySpotRequest(
      fetchSpot,
      "https://api/v1/prices/spot?currency=USD",
      "USD",
      maxAgeSeconds,
    );
    expect(fetchSpot).toHaveBeenCalledWith("https://api/v1/prices/spot?currency=USD", {
      headers: { Accept: "application/json" },
    });
    await expect(early.answer).resolves.toEqual({
      status: 200,
      maxAgeSeconds: 30,
      body: { currency: "USD" },
    });
  });

  it("answers null when the request fails or the body is not JSON", async () => {
    const offline = startEarlySpotRequest(
      async () => Promise.reject(new TypeError("offline")),
      "u",
      "AUD",
      maxAgeSeconds,
    );
    await expect(offline.answer).resolves.toBeNull();
    const html = startEarlySpotRequest(
      async () => new Response("<html>"),
      "u",
      "AUD",
      maxAgeSeconds,
    );
    await expect(html.answer).resolves.toBeNull();
  });

  it("works from its own text, as the head script runs it", async () => {
    const rebuilt = new Function(
      `return (${startEarlySpotRequest.toString()})`,
    )() as typeof startEarlySpotRequest;
    const early = rebuilt(async () => json({ ok: 1 }), "u", "CNY", maxAgeSeconds);
    await expect(early.answer).resolves.toMatchObject({ body: { ok: 1 }, maxAgeSeconds: 30 });
  });

  it("hands its answer to the app once, and only for its currency", async () => {
    window[EARLY_SPOT_GLOBAL] = startEarlySpotRequest(
      async () => json({}),
      "u",
      "AUD",
      maxAgeSeconds,
    );
    expect(takeEarlySpotAnswer("USD")).toBeUndefined();
    const answer = takeEarlySpotAnswer("AUD");
    await expect(answer).resolves.toMatchObject({ status: 200 });
    expect(takeEarlySpotAnswer("AUD")).toBeUndefined();
  });

  it("is claimed by the app, and nothing breaks on a page that started none", () => {
    expect(takeEarlySpotAnswer("AUD")).toBeUndefined();
    claimEarlySpot();
    window[EARLY_SPOT_GLOBAL] = startEarlySpotRequest(
      async () => json({}),
      "u",
      "AUD",
      maxAgeSeconds,
    );
    claimEarlySpot();
    expect(window[EARLY_SPOT_GLOBAL]?.claimed).toBe(true);
  });
});
