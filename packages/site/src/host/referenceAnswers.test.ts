import { exampleReferencePrice } from "@gw/api-client/testing/prices";
import { describe, expect, it, vi } from "vitest";
import { createReferenceAnswers } from "./referenceAnswers";

const apiUrl = "http://api.test";

function answering(...responses: (() => Response)[]) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => responses.shift()!());
}

describe("the host's Shanghai reference answers", () => {
  it("asks the reference call once while the API says the answer is fresh", async () => {
    const clock = { now: 0 };
    const fresh = () =>
      Response.json(exampleReferencePrice, { headers: { "Cache-Control": "max-age=600" } });
    const fetchAnswer = answering(fresh, fresh);
    const answers = createReferenceAnswers({ apiUrl, fetchAnswer, now: () => clock.now });
    expect(await answers()).toEqual({
      status: 200,
      price: exampleReferencePrice,
      freshUntil: 600_000,
    });
    clock.now = 599_000;
    await answers();
    expect(fetchAnswer).toHaveBeenCalledTimes(1);
    expect(String(fetchAnswer.mock.calls[0]![0])).toBe(`${apiUrl}/v1/prices/reference/sge`);
    clock.now = 600_000;
    await answers();
    expect(fetchAnswer).toHaveBeenCalledTimes(2);
  });

  it("keeps the API's 503 as no price until its Retry-After, and no answer at all as null", async () => {
    const clock = { now: 0 };
    const fetchAnswer = answering(
      () =>
        Response.json(
          { status: "error", message: "none" },
          { status: 503, headers: { "Retry-After": "2" } },
        ),
      () => {
        throw new TypeError("connection refused");
      },
    );
    const answers = createReferenceAnswers({ apiUrl, fetchAnswer, now: () => clock.now });
    expect(await answers()).toEqual({ status: 503, price: null, freshUntil: null });
    clock.now = 1_000;
    await answers();
    expect(fetchAnswer).toHaveBeenCalledTimes(1);
    clock.now = 2_000;
    expect(await answers()).toBeNull();
  });
});
