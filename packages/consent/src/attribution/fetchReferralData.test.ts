import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AttributionService } from "./AttributionService";
import { fetchReferralData } from "./fetchReferralData";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A service answering each try with the next of `answers` ("hang" never answers). */
function serviceAnswering(...answers: (object | { status: number } | "hang")[]) {
  const signals: AbortSignal[] = [];
  const referringData = vi.fn((_clickId: string, signal: AbortSignal) => {
    signals.push(signal);
    const answer = answers.shift();
    if (answer === "hang") return new Promise<never>(() => {});
    if (answer && "status" in answer) return Promise.reject({ ...answer, message: "failed" });
    return Promise.resolve(answer as Record<string, unknown>);
  });
  const service: AttributionService = { clickId: () => "123", referringData };
  return { service, referringData, signals };
}

describe("fetchReferralData", () => {
  it("answers the data of a successful first try", async () => {
    const { service, referringData } = serviceAnswering({ campaign: "spring" });
    await expect(fetchReferralData(service, "123")).resolves.toEqual({
      ok: true,
      data: { campaign: "spring" },
    });
    expect(referringData).toHaveBeenCalledTimes(1);
  });

  it("gives up a try after 5000 ms as 504 'Request timed out' and aborts it", async () => {
    const { service, signals } = serviceAnswering("hang", "hang", "hang");
    const result = fetchReferralData(service, "123");
    await vi.advanceTimersByTimeAsync(4999);
    expect(signals[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(2 * (200 + 5000));
    await expect(result).resolves.toEqual({
      ok: false,
      error: { status: 504, message: "Request timed out" },
    });
    expect(signals).toHaveLength(3);
  });

  it("tries again twice, 200 ms apart, on a 5xx answer", async () => {
    const { service, referringData } = serviceAnswering(
      { status: 500 },
      { status: 503 },
      {
        campaign: "third time",
      },
    );
    const result = fetchReferralData(service, "123");
    await vi.advanceTimersByTimeAsync(0);
    expect(referringData).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(referringData).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(referringData).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(referringData).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toEqual({ ok: true, data: { campaign: "third time" } });
  });

  it("stops after the second retry and answers the last failure", async () => {
    const { service, referringData } = serviceAnswering(
      { status: 500 },
      { status: 502 },
      { status: 503 },
      { campaign: "never asked" },
    );
    const result = fetchReferralData(service, "123");
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ ok: false, error: { status: 503, message: "failed" } });
    expect(referringData).toHaveBeenCalledTimes(3);
  });

  it("does not retry a 4xx answer", async () => {
    const { service, referringData } = serviceAnswering({ status: 404 }, { campaign: "x" });
    const result = fetchReferralData(service, "123");
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ ok: false, error: { status: 404, message: "failed" } });
    expect(referringData).toHaveBeenCalledTimes(1);
  });

  it("does not retry a network failure", async () => {
    const referringData = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    const result = fetchReferralData({ clickId: () => "1", referringData }, "1");
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({
      ok: false,
      error: { status: 0, message: "Failed to fetch" },
    });
    expect(referringData).toHaveBeenCalledTimes(1);
  });
});
