import { formatMoney, formatPercent } from "@gw/i18n/money";
import { htmlLang, type Locale } from "@gw/i18n/locales";

export type CalculatorFormats = ReturnType<typeof makeFormats>;

function makeFormats(locale: Locale, currency: string) {
  const lang = htmlLang(locale);
  const month = new Intl.DateTimeFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" });
  const digits = (maximumFractionDigits: number) =>
    new Intl.NumberFormat(lang, { maximumFractionDigits });
  const [two, three, four] = [digits(2), digits(3), digits(4)];
  const ratio = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    money: (value: number) => formatMoney(locale, currency, value),
    signedMoney: (value: number) => formatMoney(locale, currency, value, { signed: true }),
    percent: (fraction: number) => formatPercent(locale, fraction, { signed: true }),
    /** `2021-11` -> November 2021. */
    month: (yearMonth: string) => month.format(new Date(`${yearMonth}-01T00:00:00Z`)),
    grams: (grams: number) => (grams < 10 ? three : two).format(grams),
    ounces: (ounces: number) => four.format(ounces),
    ratio: (value: number) => ratio.format(value),
  };
}

// Built once per language and currency: the tables format hundreds of figures.
const cache = new Map<string, CalculatorFormats>();

/** The figures the calculators write, in a language and currency. */
export function calculatorFormats(locale: Locale, currency: string): CalculatorFormats {
  const key = `${locale} ${currency}`;
  let formats = cache.get(key);
  if (!formats) {
    formats = makeFormats(locale, currency);
    cache.set(key, formats);
  }
  return formats;
}
