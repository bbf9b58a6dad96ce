import { describe, expect, it } from "vitest";
import {
  compareProviders,
  durationsByWinner,
  exchangeRateMarkup,
  gainPercentage,
  gainVsBest,
  gapWithoutPriceChange,
  productGoldRate,
  productRecipientGets,
  providerRecipientGets,
} from "./chinaComparison";
import { chinaComparison as data } from "@gw/content/china-comparison";

const cents = (value: number) => Math.round(value * 100) / 100;
const others = data.providers.filter((provider) => !provider.highlight);

describe("China comparison data", () => {
  it("holds the spec's constants", () => {
    expect(data.amountAud).toBe(2000);
    expect(data.audCnyRate).toBe(4.64652);
    expect(data.referenceGoldPriceAud).toBe(5219.39);
    expect(data.recipientFactor).toBe(0.9867);
    expect(data.referenceConstant).toBe(1956.58485);
    expect(data.defaultHoldDuration).toBe("12m");
  });

  it("has 14 hold durations: 1 week, 2 weeks, then 1 to 12 months, ends fixed by the spec", () => {
    const durations = data.historicalGoldPrices;
    expect(durations.map((d) => `${d.count}${d.unit}`)).toEqual([
      "1week",
      "2week",
      ...Array.from({ length: 12 }, (_, index) => `${index + 1}month`),
    ]);
    expect(durations[0]).toMatchObject({ date: "2025-08-20", priceAud: 5201.64 });
    expect(durations[13]).toMatchObject({ date: "2024-08-31", priceAud: 3696.05 });
    for (const price of durations) expect(cents(price.priceAud)).toBe(price.priceAud);
  });

  it("has the product's row first and three providers as in the spec", () => {
    expect(data.providers[0]).toMatchObject({ highlight: true, transferFee: 19.25 });
    expect(others.map((p) => [p.transferFee, p.exchangeRate])).toEqual([
      [7.4, 4.64414],
      [1.99, 4.53124],
      [0, 4.50768],
    ]);
  });
});

describe("China comparison arithmetic", () => {
  it("pays out the providers' recipient amounts", () => {
    expect(others.map((p) => cents(providerRecipientGets(data, p)))).toEqual([
      9253.91, 9053.46, 9015.36,
    ]);
  });

  it("works out the providers' markups, and none for the product", () => {
    expect(others.map((p) => cents(exchangeRateMarkup(data, p.exchangeRate)))).toEqual([
      1.02, 49.62, 59.76,
    ]);
    expect(exchangeRateMarkup(data, data.audCnyRate)).toBe(0);
  });

  it("gives the product's amount at both ends of the hold durations", () => {
    expect(cents(productRecipientGets(data, 3696.05))).toBe(12667.58);
    expect(cents(productRecipientGets(data, 5201.64))).toBe(9001.01);
  });

  it("measures the gain against the best other provider", () => {
    expect(cents(gainVsBest(12667.57653, 9253.91336))).toBe(3413.66);
    expect(gainPercentage(110, 100)).toBeCloseTo(10, 10);
  });

  it("reproduces the 12-month row: about 12,668 CNY, +3,414 CNY better than the best", () => {
    const [product, ...rest] = compareProviders(data, "12m");
    expect(cents(product!.recipientGets)).toBe(12667.58);
    expect(cents(product!.gainVsBest)).toBe(3413.66);
    expect(Math.round(product!.recipientGets)).toBe(data.timeline.sell.cny);
    expect(Math.round(product!.gainVsBest)).toBe(data.timeline.gainCny);
    expect(cents(product!.gainPercentage)).toBe(36.89);
    expect(product!.totalCost).toBe(19.25);
    expect(rest.map((row) => cents(row.totalCost))).toEqual([8.42, 51.61, 59.76]);
    expect(rest.map((row) => cents(row.gainVsBest))).toEqual([-3413.66, -3614.11, -3652.22]);
  });

  it.each([
    ["1w", 9001.01],
    ["2w", 9103.16],
    ["1m", 9146.96],
    ["2m", 9295.92],
    ["3m", 9129.3],
    ["4m", 9102.02],
    ["5m", 9399.6],
    ["6m", 10169.77],
    ["7m", 10348.95],
    ["8m", 11100.39],
    ["9m", 11512.4],
    ["10m", 11223.83],
    ["11m", 12306.7],
    ["12m", 12667.58],
  ])("pays %s after purchase %d CNY", (duration, expected) => {
    const [product] = compareProviders(data, duration);
    expect(cents(product!.recipientGets)).toBe(expected);
  });

  it("after one week the product trails the best provider", () => {
    const [product] = compareProviders(data, "1w");
    expect(cents(product!.gainVsBest)).toBe(-252.91);
  });

  it("sells the product's gold at its row's gold rate, the contract's reference price", () => {
    expect(data.providers[0]!.goldRate).toBe(data.referenceGoldPriceAud);
    expect(productGoldRate(data)).toBe(5219.39);
    const [product] = compareProviders(data, "12m");
    expect(product!.goldRate).toBe(5219.39);
  });

  it("follows another gold rate on the product's row, and falls back to the reference price", () => {
    const [productRow, ...rest] = data.providers;
    const dearer = { ...data, providers: [{ ...productRow!, goldRate: 5741.33 }, ...rest] };
    // So much more for the gold sold, so much more for the recipient.
    expect(productRecipientGets(dearer, 3696.05) / productRecipientGets(data, 3696.05)).toBeCloseTo(
      5741.33 / 5219.39,
      12,
    );
    const unset = { ...data, providers: [{ ...productRow!, goldRate: undefined }, ...rest] };
    expect(productGoldRate(unset)).toBe(data.referenceGoldPriceAud);
    expect(cents(productRecipientGets(unset, 3696.05))).toBe(12667.58);
  });

  it("keeps each row's note in both languages, and leaves it out where there is none", () => {
    const rows = compareProviders(data, "12m");
    expect(rows[0]!.note).toEqual({
      en: "Gold held, then sold for CNY at the gold rate shown",
      zh: "持有黄金，再按所示金价卖出换取人民币",
    });
    expect(rows[1]!.note).toBeUndefined();
  });

  it("rejects an unknown duration", () => {
    expect(() => compareProviders(data, "13m")).toThrow(/Unknown hold duration/);
  });
});

describe("honest comparison", () => {
  it("names the durations at which another provider pays more (5 of 14 on the page's data)", () => {
    const { productAhead, othersAhead } = durationsByWinner(data);
    expect(othersAhead.map((d) => d.id)).toEqual(["1w", "2w", "1m", "3m", "4m"]);
    expect(productAhead.map((d) => d.id)).toEqual([
      "2m",
      "5m",
      "6m",
      "7m",
      "8m",
      "9m",
      "10m",
      "11m",
      "12m",
    ]);
    // 1 week: 252.91 CNY less than the online transfer service, as the table shows.
    const week = compareProviders(data, "1w").find((row) => row.highlight)!;
    expect(cents(week.gainVsBest)).toBe(-252.91);
  });

  it("shows that without a gold price rise the product pays less than the best other provider", () => {
    expect(cents(gapWithoutPriceChange(data))).toBe(-283.52);
  });
});
