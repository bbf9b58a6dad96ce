import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { describe, expect, it } from "vitest";
import { GRAMS_PER_UNIT } from "../converter/weightUnits";
import { spotView } from "./spotView";

const view = (answer: unknown, lang = "en-AU") => spotView(answer, lang, GRAMS_PER_UNIT);

describe("spotView", () => {
  it("shows buy (ask) and sell (bid) per troy ounce, gram, kilogram and tael", () => {
    const { text } = view(exampleSpotPrices)!;
    expect(text["gold.ask.troyOunce"]).toBe("$5,235.09");
    expect(text["gold.bid.troyOunce"]).toBe("$5,203.77");
    // 5235.09 / 31.1034768 g
    expect(text["gold.ask.gram"]).toBe("$168.31");
    expect(text["gold.ask.kilogram"]).toBe("$168,312");
    // 37.429 g of gold at 168.31205 a gram
    expect(text["gold.ask.tael"]).toBe("$6,299.75");
    expect(text["silver.bid.gram"]).toBe("$1.90");
  });

  it("gives the change of the mid price since the previous close, signed, and its direction", () => {
    const { text, dir } = view(exampleSpotPrices)!;
    // Gold mid 5219.43 against 5190.12; silver mid 60.01 against 60.42.
    expect(text["gold.change"]).toBe("+$29.31");
    expect(text["gold.changePercent"]).toBe("+0.56%");
    expect(dir.gold).toBe("up");
    expect(text["silver.change"]).toBe("-$0.41");
    expect(dir.silver).toBe("down");
    const unchanged = {
      ...exampleSpotPrices,
      metals: { ...exampleSpotPrices.metals, gold: { bid: 99, ask: 101, previousClose: 100 } },
    };
    expect(view(unchanged)!.text["gold.change"]).toBe("$0.00");
    expect(view(unchanged)!.dir.gold).toBe("flat");
  });

  it("gives the spread as an amount and a share of the mid price", () => {
    const { text } = view(exampleSpotPrices)!;
    expect(text["gold.spread"]).toBe("$31.32");
    expect(text["gold.spreadPercent"]).toBe("0.60%");
  });

  it("gives the time in Sydney with its zone, and which notes show", () => {
    const shown = view(exampleSpotPrices)!;
    // 23:10 UTC on 23 November is 10:10 the next morning in Sydney, in daylight saving time.
    expect(shown.text.asOf).toBe("24 Nov 2026, 10:10 am AEDT");
    expect(shown.on).toEqual({ open: true, closed: false, stale: false, demo: true });
    const closedAndLate = view({
      ...exampleSpotPrices,
      marketOpen: false,
      stale: true,
      source: "lbma",
    })!;
    expect(closedAndLate.on).toEqual({ open: false, closed: true, stale: true, demo: false });
  });

  it("writes Chinese figures the Chinese way, in the chosen currency", () => {
    const { text } = view({ ...exampleSpotPrices, currency: "CNY" }, "zh-CN")!;
    expect(text["gold.ask.troyOunce"]).toBe("¥5,235.09");
    expect(text.asOf).toBe("2026年11月24日 10:10 GMT+11");
    expect(view({ ...exampleSpotPrices, currency: "USD" }, "zh-CN")!.text["gold.ask.gram"]).toBe(
      "US$168.31",
    );
  });

  it.each([
    ["nothing", null],
    ["a string", "prices"],
    ["an unknown currency code", { ...exampleSpotPrices, currency: "A" }],
    ["a time that is no time", { ...exampleSpotPrices, asOf: "soon" }],
    ["a missing metal", { ...exampleSpotPrices, metals: { gold: exampleSpotPrices.metals.gold } }],
    [
      "a price that is not a number",
      {
        ...exampleSpotPrices,
        metals: { ...exampleSpotPrices.metals, gold: { bid: "1", ask: 2, previousClose: 1 } },
      },
    ],
    [
      "a bid above the ask",
      {
        ...exampleSpotPrices,
        metals: { ...exampleSpotPrices.metals, silver: { bid: 3, ask: 2, previousClose: 1 } },
      },
    ],
    [
      "a zero price",
      {
        ...exampleSpotPrices,
        metals: { ...exampleSpotPrices.metals, silver: { bid: 0, ask: 2, previousClose: 1 } },
      },
    ],
  ])("shows nothing for %s", (_, answer) => {
    expect(view(answer)).toBeNull();
  });

  it("leaves out only the time when asked to (the early painter's first step)", () => {
    const full = view(exampleSpotPrices, "zh-CN")!;
    const first = spotView(exampleSpotPrices, "zh-CN", GRAMS_PER_UNIT, { withAsOf: false })!;
    const { asOf, ...prices } = full.text;
    expect(asOf).toMatch(/2026/);
    expect(first).toEqual({ ...full, text: prices });
  });
});
