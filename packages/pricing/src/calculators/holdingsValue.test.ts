import { describe, expect, it } from "vitest";
import { GRAMS_PER_UNIT } from "../converter/weightUnits";
import { holdingUnitsFor, holdingValue } from "./holdingsValue";

describe("value of holdings", () => {
  it("values a weight at the sell price per troy ounce in every unit", () => {
    expect(holdingValue(10, "oz", 50)).toBeCloseTo(500, 10);
    expect(holdingValue(31.1034768, "g", 4000)).toBeCloseTo(4000, 10);
    expect(holdingValue(1, "kg", 4000)).toBeCloseTo((1000 / 31.1034768) * 4000, 8);
  });

  it("takes the 两 for the Hong Kong gold tael, 37.429 g, as the price tables do", () => {
    expect(holdingValue(1, "liang", 4000)).toBeCloseTo((37.429 / 31.1034768) * 4000, 8);
    expect(holdingValue(1, "liang", GRAMS_PER_UNIT.troyOunce)).toBeCloseTo(GRAMS_PER_UNIT.tael, 10);
  });

  it("offers the 两 on Chinese pages only", () => {
    expect(holdingUnitsFor.en).not.toContain("liang");
    expect(holdingUnitsFor.zh).toContain("liang");
  });
});
