import { describe, expect, it } from "vitest";
import { ProviderFailure } from "./providerFailure";
import { getProviderJson } from "./providerHttp";

const now = Date.parse("2026-01-05T17:00:00Z");

/** How a provider answering `status` with `headers` makes the call fail. */
async function failureFor(status: number, headers: Record<string, string> = {}) {
  const answer = () => Promise.resolve(Response.json({ error: "busy" }, { status, headers }));
  const failure = await getProviderJson({
    url: "https://provider.invalid/spot",
    name: "Provider XAU/AUD",
    timeoutMs: 1000,
    fetch: answer,
    now: () => now,
  }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ProviderFailure);
  const { outcome, retryAfterMs } = failure as ProviderFailure;
  return { outcome, retryAfterMs };
}

describe("a provider's refusal, as the quota counts it", () => {
  it("counts a 503 that says when to come back as rate limited, waiting that long", async () => {
    expect(await failureFor(503, { "Retry-After": "120" })).toEqual({
      outcome: "rate_limited",
      retryAfterMs: 120_000,
    });
  });

  it("counts a 503 without Retry-After, and a 500 with one, as errors", async () => {
    expect(await failureFor(503)).toEqual({ outcome: "error", retryAfterMs: undefined });
    expect(await failureFor(500, { "Retry-After": "120" })).toEqual({
      outcome: "error",
      retryAfterMs: undefined,
    });
  });

  it("counts a 429 as rate limited, with or without Retry-After", async () => {
    expect(await failureFor(429, { "Retry-After": "30" })).toEqual({
      outcome: "rate_limited",
      retryAfterMs: 30_000,
    });
    expect((await failureFor(429)).outcome).toBe("rate_limited");
  });
});
