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
