import { formatMoney, formatPercent } from "@gw/i18n/money";
import { htmlLang, type Locale } from "@gw/i18n/locales";

/** The figures the calculators write, in a language and currency. */
export function calculatorFormats(locale: Locale, currency: string) {
  const lang = htmlLang(locale);
  const month = new Intl.DateTimeFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" });
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(value);
  return {
    money: (value: number) => formatMoney(locale, currency, value),
    signedMoney: (value: number) => formatMoney(locale, currency, value, { signed: true }),
    percent: (fraction: number) => formatPercent(locale, fraction, { signed: true }),
    /** `2021-11` -> November 2021. */
    month: (yearMonth: string) => month.format(new Date(`${yearMonth}-01T00:00:00Z`)),
    grams: (grams: number) => number(grams, grams < 10 ? 3 : 2),
    ounces: (ounces: number) => number(ounces, 4),
    ratio: (ratio: number) =>
      new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        ratio,
      ),
  };
}
