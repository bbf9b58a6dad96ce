import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { describe, expect, it } from "vitest";
import { spotView } from "./spotView";

describe("spotView", () => {
  it("shows buy (ask) and sell (bid) per troy ounce, gram, kilogram and tael", () => {
    const { gold, silver } = spotView(exampleSpotPrices, "en").metals;
    expect(gold.ask.troyOunce).toBe("$5,235.09");
    expect(gold.bid.troyOunce).toBe("$5,203.77");
    // 5235.09 / 31.1034768 g
    expect(gold.ask.gram).toBe("$168.31");
    expect(gold.ask.kilogram).toBe("$168,312");
    // 37.429 g of gold at 168.31205 a gram
    expect(gold.ask.tael).toBe("$6,299.75");
    expect(silver.bid.gram).toBe("$1.90");
  });

  it("gives the change of the mid price since the previous close, signed, and its direction", () => {
    const { gold, silver } = spotView(exampleSpotPrices, "en").metals;
    // Gold mid 5219.43 against 5190.12; silver mid 60.01 against 60.42.
    expect(gold.change).toBe("+$29.31");
    expect(gold.changePercent).toBe("+0.56%");
    expect(gold.direction).toBe("up");
    expect(silver.change).toBe("-$0.41");
    expect(silver.direction).toBe("down");
    const unchanged = spotView(
      {
        ...exampleSpotPrices,
        metals: { ...exampleSpotPrices.metals, gold: { bid: 99, ask: 101, previousClose: 100 } },
      },
      "en",
    ).metals.gold;
    expect(unchanged.change).toBe("$0.00");
    expect(unchanged.direction).toBe("flat");
  });

  it("gives the spread as an amount and a share of the mid price", () => {
    const { gold } = spotView(exampleSpotPrices, "en").metals;
    expect(gold.spread).toBe("$31.32");
    expect(gold.spreadPercent).toBe("0.60%");
  });

  it("gives the time in Sydney with its zone, and which notes apply", () => {
    const shown = spotView(exampleSpotPrices, "en");
    // 23:10 UTC on 23 November is 10:10 the next morning in Sydney, in daylight saving time.
    expect(shown.asOf).toBe("24 Nov 2026, 10:10 am AEDT");
    expect(shown).toMatchObject({ marketOpen: true, delayed: false, demonstration: true });
    expect(
      spotView({ ...exampleSpotPrices, marketOpen: false, stale: true, source: "lbma" }, "en"),
    ).toMatchObject({ marketOpen: false, delayed: true, demonstration: false });
  });

  it("writes Chinese figures the Chinese way, in the chosen currency", () => {
    const chinese = spotView({ ...exampleSpotPrices, currency: "CNY" }, "zh");
    expect(chinese.metals.gold.ask.troyOunce).toBe("¥5,235.09");
    expect(chinese.asOf).toBe("2026年11月24日 10:10 GMT+11");
    expect(spotView({ ...exampleSpotPrices, currency: "USD" }, "zh").metals.gold.ask.gram).toBe(
      "US$168.31",
    );
  });
});
