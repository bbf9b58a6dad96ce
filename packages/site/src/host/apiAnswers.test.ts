import { shanghaiReferenceGet, spotPricesGet } from "@gw/api-client/prices";
import { exampleReferencePrice, exampleSpotPrices } from "@gw/api-client/testing/prices";
import { describe, expect, it, vi } from "vitest";
import { createApiAnswers, toPageAnswer } from "./apiAnswers";

const apiUrl = "http://api.test";
const spot = spotPricesGet("AUD");

function answering(...responses: (() => Response)[]) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => responses.shift()!());
}

describe("the host's answers to the API's GETs", () => {
  it("keeps a good answer while the API says it is fresh, asking once for many pages", async () => {
    const clock = { now: 0 };
    const fetchAnswer = answering(
      () => Response.json(exampleSpotPrices, { headers: { "Cache-Control": "max-age=60" } }),
      () => Response.json(exampleSpotPrices, { headers: { "Cache-Control": "max-age=60" } }),
    );
    const answers = createApiAnswers({ apiUrl, fetchAnswer, now: () => clock.now });
    // Pages asking at once share one request.
    const [first] = await Promise.all([answers(spot), answers(spot)]);
    expect(first).toEqual({ status: 200, body: exampleSpotPrices, freshUntil: 60_000 });
    expect(String(fetchAnswer.mock.calls[0]![0])).toBe(`${apiUrl}/v1/prices/spot?currency=AUD`);
    clock.now = 59_000;
    await answers(spot);
    expect(fetchAnswer).toHaveBeenCalledTimes(1);
    clock.now = 61_000;
    await answers(spot);
    expect(fetchAnswer).toHaveBeenCalledTimes(2);
  });

  it("keeps each GET apart, and reads each body by its own contract", async () => {
    const fetchAnswer = vi.fn(async (url: RequestInfo | URL) =>
      Response.json(String(url).endsWith("/sge") ? exampleReferencePrice : exampleSpotPrices, {
        headers: { "Cache-Control": "max-age=600" },
      }),
    );
    const answers = createApiAnswers({ apiUrl, fetchAnswer, now: () => 0 });
    expect((await answers(shanghaiReferenceGet()))?.body).toEqual(exampleReferencePrice);
    expect((await answers(spot))?.body).toEqual(exampleSpotPrices);
    expect(fetchAnswer).toHaveBeenCalledTimes(2);
    // A body that is not the contract's is nothing fit to show.
    const broken = createApiAnswers({
      apiUrl,
      fetchAnswer: answering(() => Response.json({ currency: "AUD" })),
    });
    expect(await broken(spot)).toEqual({ status: 200, body: null, freshUntil: null });
  });

  it("asks again as soon as an API that had nothing says to (Retry-After), else after 5 s", async () => {
    const clock = { now: 0 };
    const starting = () =>
      Response.json(
        { status: "error", message: "Starting" },
        { status: 503, headers: { "Retry-After": "1" } },
      );
    const noQuote = () => Response.json({ status: "error", message: "No quote" }, { status: 503 });
    const fetchAnswer = answering(starting, noQuote, noQuote);
    const answers = createApiAnswers({ apiUrl, fetchAnswer, now: () => clock.now });
    expect(await answers(spot)).toMatchObject({ status: 503, body: null });
    clock.now = 1_000;
    await answers(spot);
    expect(fetchAnswer).toHaveBeenCalledTimes(2);
    clock.now = 4_000;
    await answers(spot);
    expect(fetchAnswer).toHaveBeenCalledTimes(2);
    clock.now = 6_000;
    await answers(spot);
    expect(fetchAnswer).toHaveBeenCalledTimes(3);
  });

  it("gives no answer for none at all, and asks again after 5 s", async () => {
    const clock = { now: 0 };
    const fetchAnswer = answering(
      () => {
        throw new TypeError("connection refused");
      },
      () => Response.json(exampleReferencePrice),
    );
    const answers = createApiAnswers({ apiUrl, fetchAnswer, now: () => clock.now });
    expect(await answers(shanghaiReferenceGet())).toBeNull();
    clock.now = 4_000;
    expect(await answers(shanghaiReferenceGet())).toBeNull();
    clock.now = 5_000;
    expect((await answers(shanghaiReferenceGet()))?.body).toEqual(exampleReferencePrice);
  });

  it("embeds what is left of the answer's max-age", () => {
    const answer = { status: 200, body: exampleSpotPrices, freshUntil: 60_000 };
    expect(toPageAnswer(answer, 20_500)).toEqual({
      status: 200,
      maxAgeSeconds: 39,
      body: exampleSpotPrices,
    });
    expect(toPageAnswer({ ...answer, freshUntil: null }, 0).maxAgeSeconds).toBeNull();
  });
});

describe("the host's answers past their max-age", () => {
  const fresh = () =>
    Response.json(exampleSpotPrices, {
      headers: { "Cache-Control": "max-age=60, stale-while-revalidate=120" },
    });
  const newer = { ...exampleSpotPrices, asOf: "2026-11-23T23:11:00.000Z" };
  const timedOut = () => {
    throw new DOMException("The operation timed out", "TimeoutError");
  };

  it("serve the kept answer while a newer one is asked for, within stale-while-revalidate", async () => {
    const clock = { now: 0 };
    const fetchAnswer = answering(fresh, timedOut, () =>
      Response.json(newer, { headers: { "Cache-Control": "max-age=60" } }),
    );
    const answers = createApiAnswers({ apiUrl, fetchAnswer, now: () => clock.now });
    await answers(spot);
    clock.now = 70_000;
    // The API is slow this once: the page still gets the kept prices, at once.
    expect((await answers(spot))?.body).toEqual(exampleSpotPrices);
    await vi.waitFor(() => expect(fetchAnswer).toHaveBeenCalledTimes(2));
    // Not asked again at every page while it is slow.
    clock.now = 72_000;
    expect((await answers(spot))?.body).toEqual(exampleSpotPrices);
    expect(fetchAnswer).toHaveBeenCalledTimes(2);
    clock.now = 78_000;
    await answers(spot);
    await vi.waitFor(() => expect(fetchAnswer).toHaveBeenCalledTimes(3));
    await vi.waitFor(async () => expect((await answers(spot))?.body).toEqual(newer));
  });

  it("serve nothing kept once stale-while-revalidate is over: the page then comes as built", async () => {
    const clock = { now: 0 };
    const fetchAnswer = answering(fresh, timedOut);
    const answers = createApiAnswers({ apiUrl, fetchAnswer, now: () => clock.now });
    await answers(spot);
    clock.now = 181_000;
    expect(await answers(spot)).toBeNull();
  });
});
