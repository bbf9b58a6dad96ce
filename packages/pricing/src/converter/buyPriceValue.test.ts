import { describe, expect, it } from "vitest";
import { costOfGrams, gramsForAmount } from "./buyPriceValue";

describe("the value at a buy price", () => {
  it("prices grams from the price per troy ounce, and back", () => {
    // One troy ounce is 31.1034768 g.
    expect(costOfGrams(31.1034768, 5235.09)).toBeCloseTo(5235.09, 6);
    expect(costOfGrams(10, 5235.09)).toBeCloseTo(1683.1205, 3);
    expect(gramsForAmount(500, 5235.09)).toBeCloseTo(2.97067, 4);
    expect(gramsForAmount(costOfGrams(7.5, 60.91), 60.91)).toBeCloseTo(7.5, 9);
  });
});
