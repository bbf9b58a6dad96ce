import { describe, expect, it } from "vitest";
import type { ProviderQuote } from "./priceProvider";
import { defaultQuoteBounds, implausibleJump, malformation } from "./quoteProblems";

const now = Date.parse("2026-01-05T17:00:00Z");
const good: ProviderQuote = {
  asOf: now - 30_000,
  metals: {
    gold: { bid: 5000, ask: 5030, previousClose: 4990 },
    silver: { bid: 57, ask: 58.7, previousClose: 57.5 },
  },
};
const withGold = (gold: Record<string, unknown>): ProviderQuote =>
  ({
    ...good,
    metals: { ...good.metals, gold: { ...good.metals.gold, ...gold } },
  }) as ProviderQuote;

describe("malformation", () => {
  it("passes a sound quote", () => {
    expect(malformation(good, now, defaultQuoteBounds)).toBeUndefined();
  });

  it.each([
    ["a price that is not a number", withGold({ bid: "5000" }), /gold bid: Invalid type/],
    ["NaN", withGold({ ask: Number.NaN }), /gold ask/],
    ["a negative price", withGold({ bid: -5 }), /gold bid/],
    ["a zero previous close", withGold({ previousClose: 0 }), /gold previousClose/],
    ["bid above ask", withGold({ bid: 5040 }), /gold: bid must not be above ask/],
    ["a missing metal", { ...good, metals: { gold: good.metals.gold } }, /silver/],
    ["a spread wider than 10 %", withGold({ bid: 4000, ask: 5000 }), /gold's spread of 22.2 %/],
    ["a time in the future", { ...good, asOf: now + 5 * 60_000 }, /is in the future/],
    ["no time", { ...good, asOf: Number.NaN }, /no valid time/],
  ])("finds %s", (_, quote, reason) => {
    expect(malformation(quote as ProviderQuote, now, defaultQuoteBounds)).toMatch(reason);
  });

  it("allows a minute of clock skew", () => {
    expect(malformation({ ...good, asOf: now + 30_000 }, now, defaultQuoteBounds)).toBeUndefined();
  });
});

describe("implausibleJump", () => {
  it("accepts ordinary moves", () => {
    expect(
      implausibleJump(withGold({ bid: 5200, ask: 5230 }), good, defaultQuoteBounds),
    ).toBeUndefined();
  });

  it("finds a jump beyond the bound from the last good quote", () => {
    expect(implausibleJump(withGold({ bid: 6000, ask: 6030 }), good, defaultQuoteBounds)).toMatch(
      /gold moved 19.9 %, more than 10 %, since the last good quote/,
    );
  });

  it("compares the first quote with its own previous close", () => {
    const wild = {
      ...good,
      metals: { ...good.metals, silver: { bid: 5.7, ask: 5.87, previousClose: 57.5 } },
    };
    expect(implausibleJump(wild, undefined, defaultQuoteBounds)).toMatch(
      /since its previous close/,
    );
    expect(implausibleJump(good, undefined, defaultQuoteBounds)).toBeUndefined();
  });
});
