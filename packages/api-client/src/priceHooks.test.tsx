import { focusManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pricesUnavailable, usePriceHistory, useSpotPrices } from "./priceHooks";
import { spotRefreshDelayMs } from "./prices/spotRefresh";
import { seedPageAnswers } from "./pageAnswers/pageAnswers";
import { embedPageAnswers, removePageAnswers } from "./testing/pageAnswersInPage";
import { examplePriceHistory, exampleSpotPrices } from "./testing/examplePrices";

let visibility: DocumentVisibilityState = "visible";

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
}

const spotAnswer = async (_url: RequestInfo | URL, _init?: RequestInit) =>
  new Response(JSON.stringify(exampleSpotPrices), {
    headers: { "Cache-Control": "public, max-age=29" },
  });
const spotFetch = vi.fn(spotAnswer);

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // As the app starts: the answer the host wrote into the page goes into the cache.
  seedPageAnswers(client);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Lets the fake clock run, and the promises it releases settle. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Waits until `check` passes, letting React render what the queries report on the way. */
const settled = (check: () => void) =>
  vi.waitFor(async () => {
    await elapse(10);
    check();
  });

beforeEach(() => {
  vi.useFakeTimers();
  visibility = "visible";
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  focusManager.setFocused(undefined);
  spotFetch.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  removePageAnswers();
});

/** The spot answer the host wrote into the page, in the currency it wrote the page in. */
function answerInPage({
  currency,
  ...answer
}: {
  currency: "AUD" | "USD";
  status: number;
  maxAgeSeconds: number | null;
  body: unknown;
}) {
  embedPageAnswers({ currency, answers: [{ key: ["prices", "spot", currency], ...answer }] });
}

describe("useSpotPrices", () => {
  it("refreshes a second after the service's next quote is due, only while the tab is visible", async () => {
    const { result } = renderHook(() => useSpotPrices("AUD", { call: { fetch: spotFetch } }), {
      wrapper,
    });
    await settled(() =>
      expect(result.current.data).toEqual({ prices: exampleSpotPrices, maxAgeSeconds: 29 }),
    );
    expect(spotFetch).toHaveBeenCalledTimes(1);

    await elapse(29_000);
    expect(spotFetch).toHaveBeenCalledTimes(1);
    await elapse(1_000);
    expect(spotFetch).toHaveBeenCalledTimes(2);
    await settled(() => expect(result.current.isFetching).toBe(false));

    setVisibility("hidden");
    await elapse(10 * 60_000);
    expect(spotFetch).toHaveBeenCalledTimes(2);

    // Back on the page: prices that went out of date while it was hidden are asked for at once.
    setVisibility("visible");
    await elapse(0);
    expect(spotFetch).toHaveBeenCalledTimes(3);
  });

  it("starts from the answer the host wrote into the page, and asks once it is due", async () => {
    vi.setSystemTime(performance.timeOrigin);
    answerInPage({ currency: "AUD", status: 200, maxAgeSeconds: 10, body: exampleSpotPrices });
    const { result } = renderHook(() => useSpotPrices("AUD", { call: { fetch: spotFetch } }), {
      wrapper,
    });
    expect(result.current.data).toEqual({ prices: exampleSpotPrices, maxAgeSeconds: 10 });
    await elapse(5_000);
    expect(spotFetch).not.toHaveBeenCalled();
    await elapse(6_000);
    expect(spotFetch).toHaveBeenCalledTimes(1);
  });

  it("asks the API when the page holds no answer in its currency, or a failed one", async () => {
    answerInPage({ currency: "USD", status: 200, maxAgeSeconds: 10, body: exampleSpotPrices });
    const { result } = renderHook(() => useSpotPrices("AUD", { call: { fetch: spotFetch } }), {
      wrapper,
    });
    expect(result.current.data).toBeUndefined();
    await settled(() => expect(result.current.data?.prices).toEqual(exampleSpotPrices));
    expect(spotFetch).toHaveBeenCalledTimes(1);
  });

  it("keeps the last prices when a refresh fails, and says so", async () => {
    const flaky = vi
      .fn(spotAnswer)
      .mockImplementationOnce(spotAnswer)
      .mockImplementationOnce(
        async () =>
          new Response(JSON.stringify({ status: "error", message: "Provider down" }), {
            status: 503,
          }),
      );
    const { result } = renderHook(() => useSpotPrices("AUD", { call: { fetch: flaky } }), {
      wrapper,
    });
    await settled(() => {
      expect(result.current.data?.prices).toEqual(exampleSpotPrices);
      // Read in every render, as a component does: React Query re-renders on what is read.
      expect(result.current.error).toBeNull();
    });
    await elapse(30_000);
    await settled(() => expect(result.current.error?.message).toBe("Provider down"));
    expect(flaky).toHaveBeenCalledTimes(2);
    expect(result.current.data?.prices).toEqual(exampleSpotPrices);
    // A 503 is the API saying it has no prices fit to show: those kept must not stay as current.
    expect(pricesUnavailable(result.current.error)).toBe(true);
    expect(pricesUnavailable(new Error("offline"))).toBe(false);
  });
});

describe("spotRefreshDelayMs", () => {
  it("waits a minute when the service did not say, and at least five seconds", () => {
    expect(spotRefreshDelayMs(undefined)).toBe(60_000);
    expect(spotRefreshDelayMs({ prices: exampleSpotPrices, maxAgeSeconds: null })).toBe(60_000);
    expect(spotRefreshDelayMs({ prices: exampleSpotPrices, maxAgeSeconds: 0 })).toBe(5_000);
  });
});

describe("usePriceHistory", () => {
  it("loads the closes of one metal, range and currency", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(examplePriceHistory)));
    const { result } = renderHook(
      () => usePriceHistory({ metal: "gold", range: "1M", currency: "AUD" }, { call: { fetch } }),
      { wrapper },
    );
    await settled(() => expect(result.current.data).toEqual(examplePriceHistory));
  });
});
