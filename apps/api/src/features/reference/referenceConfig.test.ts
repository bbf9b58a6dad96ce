import { describe, expect, it } from "vitest";
import { readReferenceConfig } from "./referenceConfig";

describe("the Shanghai reference price's settings", () => {
  it("default to demonstration prices alone, ten minutes, delayed after a day, gone after a week", () => {
    expect(readReferenceConfig({})).toEqual({
      provider: { kind: "development" },
      sources: ["development"],
      updateIntervalMs: 600_000,
      freshness: { staleAfterMs: 24 * 3_600_000, maxAgeMs: 168 * 3_600_000 },
      timeoutMs: 10_000,
    });
  });

  it("show TanShu's prices and imported benchmark files by default when TanShu is chosen", () => {
    expect(
      readReferenceConfig({ REFERENCE_PROVIDER: "TanShu", REFERENCE_TANSHU_KEY: "k" }),
    ).toMatchObject({
      provider: { kind: "tanshu", apiKey: "k", baseUrl: "https://api.tanshuapi.com/api/gold/v1" },
      sources: ["sge.com.cn via tanshuapi.com", "sge.com.cn"],
    });
    expect(readReferenceConfig({ REFERENCE_PROVIDER: "import" })).toMatchObject({
      provider: { kind: "import" },
      sources: ["sge.com.cn"],
    });
    expect(
      readReferenceConfig({ REFERENCE_PROVIDER: "import", REFERENCE_SOURCES: " a, b ," }).sources,
    ).toEqual(["a", "b"]);
  });

  it.each([
    [{ REFERENCE_PROVIDER: "sge" }, /"sge" is not one of development, tanshu, import/],
    [{ REFERENCE_PROVIDER: "tanshu" }, /needs REFERENCE_TANSHU_KEY/],
    [{ REFERENCE_UPDATE_SECONDS: "0" }, /must be a positive number/],
    [
      { REFERENCE_STALE_AFTER_HOURS: "200" },
      /REFERENCE_STALE_AFTER_HOURS must not be more than REFERENCE_MAX_AGE_HOURS/,
    ],
  ])("refuse %o", (env, message) => {
    expect(() => readReferenceConfig(env)).toThrow(message);
  });
});
