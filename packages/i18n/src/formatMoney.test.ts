import { describe, expect, it } from "vitest";
import { formatMoney, formatPercent } from "./formatMoney";

describe("formatMoney", () => {
  it("writes each currency as the language writes it", () => {
    expect(formatMoney("en", "AUD", 5235.09)).toBe("$5,235.09");
    expect(formatMoney("en", "USD", 5235.09)).toBe("USD\u00a05,235.09");
    expect(formatMoney("zh", "AUD", 5235.09)).toBe("AU$5,235.09");
    expect(formatMoney("zh", "CNY", 5235.09)).toBe("¥5,235.09");
  });

  it("rounds to whole units, signs a change, and names the code where asked", () => {
    expect(formatMoney("en", "AUD", 168312.6, { whole: true })).toBe("$168,313");
    expect(formatMoney("en", "AUD", 12.3, { signed: true })).toBe("+$12.30");
    expect(formatMoney("en", "AUD", -12.3, { signed: true })).toBe("-$12.30");
    expect(formatMoney("en", "AUD", 0, { signed: true })).toBe("$0.00");
    expect(formatMoney("en", "AUD", 5300, { currencyDisplay: "code" })).toBe("AUD\u00a05,300.00");
  });

  it("refuses a currency Intl does not know", () => {
    expect(() => formatMoney("en", "not a currency", 1)).toThrow(RangeError);
  });
});

describe("formatPercent", () => {
  it("writes two decimals, signed where asked", () => {
    expect(formatPercent("en", 0.0056)).toBe("0.56%");
    expect(formatPercent("zh", -0.00678, { signed: true })).toBe("-0.68%");
    expect(formatPercent("en", 0, { signed: true })).toBe("0.00%");
  });
});
