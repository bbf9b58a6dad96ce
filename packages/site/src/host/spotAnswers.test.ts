import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { describe, expect, it, vi } from "vitest";
import { createSpotAnswers } from "./spotAnswers";

const apiUrl = "http://api.test";

function answering(...responses: (() => Response)[]) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => responses.shift()!());
}

describe("the host's spot answers", () => {
  it("keeps a good answer while the API says it is fresh, asking once for many pages", async () => {
    const clock = { now: 0 };
    const fetchAnswer = answering(
      () => Response.json(exampleSpotPrices, { headers: { "Cache-Control": "max-age=60" } }),
      () => Response.json(exampleSpotPrices, { headers: { "Cache-Control": "max-age=60" } }),
    );
    const answers = createSpotAnswers({ apiUrl, fetchAnswer, now: () => clock.now });
    expect((await answers("AUD"))?.prices).toEqual(exampleSpotPrices);
    clock.now = 59_000;
    await answers("AUD");
    expect(fetchAnswer).toHaveBeenCalledTimes(1);
    clock.now = 61_000;
    await answers("AUD");
    expect(fetchAnswer).toHaveBeenCalledTimes(2);
  });

  it("asks again as soon as an API that had no prices says to (Retry-After), else after 5 s", async () => {
    const clock = { now: 0 };
    const starting = () =>
      Response.json(
        { status: "error", message: "Starting" },
        { status: 503, headers: { "Retry-After": "1" } },
      );
    const noQuote = () => Response.json({ status: "error", message: "No quote" }, { status: 503 });
    const fetchAnswer = answering(starting, noQuote, noQuote);
    const answers = createSpotAnswers({ apiUrl, fetchAnswer, now: () => clock.now });
    expect(await answers("AUD")).toMatchObject({ status: 503, prices: null });
    clock.now = 1_000;
    await answers("AUD");
    expect(fetchAnswer).toHaveBeenCalledTimes(2);
    clock.now = 4_000;
    await answers("AUD");
    expect(fetchAnswer).toHaveBeenCalledTimes(2);
    clock.now = 6_000;
    await answers("AUD");
    expect(fetchAnswer).toHaveBeenCalledTimes(3);
  });
});

describe("the host's spot answers past their max-age", () => {
  const fresh = () =>
    Response.json(exampleSpotPrices, {
      headers: { "Cache-Control": "max-age=60, stale-while-revalidate=120" },
    });
  const newer = { ...exampleSpotPrices, asOf: "2026-11-23T23:11:00.000Z" };
  const timedOut = () => {
    throw new DOMException("The operation timed out", "TimeoutError");
  };

  it("serve the kept prices while a newer answer is asked for, within stale-while-revalidate", async () => {
    const clock = { now: 0 };
    const fetchAnswer = answering(fresh, timedOut, () =>
      Response.json(newer, { headers: { "Cache-Control": "max-age=60" } }),
    );
    const answers = createSpotAnswers({ apiUrl, fetchAnswer, now: () => clock.now });
    await answers("AUD");
    clock.now = 70_000;
    // The API is slow this once: the page still gets the kept prices, at once.
    expect((await answers("AUD"))?.prices).toEqual(exampleSpotPrices);
    await vi.waitFor(() => expect(fetchAnswer).toHaveBeenCalledTimes(2));
    // Not asked again at every page while it is slow.
    clock.now = 72_000;
    expect((await answers("AUD"))?.prices).toEqual(exampleSpotPrices);
    expect(fetchAnswer).toHaveBeenCalledTimes(2);
    clock.now = 78_000;
    await answers("AUD");
    await vi.waitFor(() => expect(fetchAnswer).toHaveBeenCalledTimes(3));
    await vi.waitFor(async () => expect((await answers("AUD"))?.prices).toEqual(newer));
  });

  it("serve nothing kept once stale-while-revalidate is over: the page then comes as built", async () => {
    const clock = { now: 0 };
    const fetchAnswer = answering(fresh, timedOut);
    const answers = createSpotAnswers({ apiUrl, fetchAnswer, now: () => clock.now });
    await answers("AUD");
    clock.now = 181_000;
    expect(await answers("AUD")).toBeNull();
  });
});
