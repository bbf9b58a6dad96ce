import { describe, expect, it } from "vitest";
import { formatMoney, formatPercent } from "./spotNumbers";

/** Prices, changes and shares of every size, with the halves where rounding can go either way. */
function samples(): number[] {
  const values = [0, -0, 0.005, -0.005, 0.015, 1.005, 2.675, 1234.5, 999.995, 999999.995, 5e-7];
  let seed = 20261124;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 4000; i++) {
    const magnitude = 10 ** Math.floor(random() * 14 - 6);
    const value = random() * magnitude;
    values.push(
      value,
      -value,
      Math.round(value * 1000) / 1000 + 0.0005,
      Math.round(value * 200) / 200,
    );
  }
  return values;
}

const languages = ["en-AU", "zh-CN"];
const currencies = ["AUD", "USD", "CNY"];

describe("formatMoney", () => {
  it.each(languages.flatMap((lang) => currencies.map((currency) => [lang, currency])))(
    "writes %s %s exactly as Intl.NumberFormat does",
    (lang, currency) => {
      const intl = (options: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(lang, { style: "currency", currency, ...options });
      const cents = intl({});
      const whole = intl({ maximumFractionDigits: 0 });
      const signed = intl({ signDisplay: "exceptZero" });
      for (const value of samples()) {
        expect(formatMoney(value, currency, lang)).toBe(cents.format(value));
        expect(formatMoney(value, currency, lang, { whole: true })).toBe(whole.format(value));
        expect(formatMoney(value, currency, lang, { signed: true })).toBe(signed.format(value));
      }
    },
  );

  it("uses Intl for what it does not write itself, and rejects an unknown currency", () => {
    expect(formatMoney(1234.5, "EUR", "en-AU")).toBe("EUR\u00a01,234.50");
    expect(formatMoney(1234.5, "AUD", "de-DE")).toBe("1.234,50\u00a0AU$");
    expect(formatMoney(1e20, "AUD", "en-AU")).toBe("$100,000,000,000,000,000,000.00");
    expect(() => formatMoney(1, "not a currency", "en-AU")).toThrow(RangeError);
  });
});

describe("formatPercent", () => {
  it.each(languages)("writes %s shares exactly as Intl.NumberFormat does", (lang) => {
    const intl = (options: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(lang, {
        style: "percent",
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        ...options,
      });
    const plain = intl({});
    const signed = intl({ signDisplay: "exceptZero" });
    for (const value of samples()) {
      expect(formatPercent(value, lang)).toBe(plain.format(value));
      expect(formatPercent(value, lang, { signed: true })).toBe(signed.format(value));
    }
  });
});
