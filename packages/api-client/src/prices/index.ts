// Everything about prices that needs no schema library: a page that only shows a price (the home
// page's strip) and the host import from here, as `limits.ts` keeps valibot out of pages that send
// nothing.
export {
  defaultPriceCurrency,
  historyIntervalOf,
  isPriceCurrency,
  priceCurrencies,
  type HistoryRange,
  type PriceCurrency,
} from "./priceConstants";
export * from "./priceUrls";
export * from "./currencyCookie";
export * from "../reference/referencePriceUrl";
export { shanghaiReferenceGet, spotPricesGet } from "./priceGets";
export { usePageSpotPrices } from "./usePagePrices";
export { spotRefreshDelayMs } from "./spotRefresh";
