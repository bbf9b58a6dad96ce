import { describe, expect, it } from "vitest";
import { fromGrams, GRAMS_PER_UNIT, parseLocaleNumber, toGrams } from "./weightUnits";

describe("weight units", () => {
  it("uses the Hong Kong gold tael (37.429 g) and the international troy ounce", () => {
    expect(GRAMS_PER_UNIT.tael).toBe(37.429);
    expect(GRAMS_PER_UNIT.troyOunce).toBeCloseTo(31.1035, 4);
  });

  it("converts through grams both ways", () => {
    expect(toGrams(1, "tael")).toBe(37.429);
    expect(fromGrams(toGrams(1, "kilogram"), "troyOunce")).toBeCloseTo(32.1507, 4);
    expect(fromGrams(toGrams(1, "tael"), "troyOunce")).toBeCloseTo(1.2034, 4);
    expect(fromGrams(toGrams(2.5, "troyOunce"), "troyOunce")).toBeCloseTo(2.5, 12);
  });

  it("reads numbers typed the locale's way and rejects anything else", () => {
    expect(parseLocaleNumber("1,234.5", "en-AU")).toBe(1234.5);
    expect(parseLocaleNumber(" 0.25 ", "zh-CN")).toBe(0.25);
    expect(parseLocaleNumber("1.234,5", "de-DE")).toBe(1234.5);
    expect(parseLocaleNumber("12.", "en")).toBe(12);
    expect(parseLocaleNumber("", "en")).toBeNull();
    expect(parseLocaleNumber("abc", "en")).toBeNull();
    expect(parseLocaleNumber("-3", "en")).toBeNull();
    expect(parseLocaleNumber("1.2.3", "en")).toBeNull();
  });
});
