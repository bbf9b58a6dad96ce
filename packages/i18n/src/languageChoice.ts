// What a page's inline head script needs to put a visitor in their language before any app code
// runs: plain functions and constants, with nothing of Lingui or React behind them.
export { localeFromPath, localePrefix } from "./localePath";
export { defaultLocale, supportedLocales } from "./locales";
