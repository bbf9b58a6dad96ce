import data from "../../../../content/data/china-comparison.json";

/** A past AUD gold price: what the gold cost when bought that long before the reference date. */
export interface HistoricalGoldPrice {
  id: string;
  unit: "week" | "month";
  count: number;
  /** ISO date of the price. */
  date: string;
  priceAud: number;
}

/** A way to send money to China. The product's own row has no name: it shows the brand's. */
export interface ProviderRow {
  id: string;
  name: { en: string; zh: string } | null;
  /** Monogram shown as the provider's logo; null for the product, which shows the brand's initial. */
  logo: string | null;
  /** AUD to CNY rate the provider pays out at. */
  exchangeRate: number;
  /** Fee in AUD, taken before conversion. */
  transferFee: number;
  highlight: boolean;
}

export interface ChinaComparisonData {
  amountAud: number;
  audCnyRate: number;
  referenceGoldPriceAud: number;
  recipientFactor: number;
  referenceConstant: number;
  defaultHoldDuration: string;
  historicalGoldPrices: readonly HistoricalGoldPrice[];
  providers: readonly ProviderRow[];
  timeline: {
    buy: { date: string; priceAud: number; grams: number };
    transfer: { feePercent: number; grams: number };
    sell: { date: string; priceAud: number; cny: number };
    gainCny: number;
  };
}

/** The comparison's facts, kept as data in content/data (spec section 9). */
export const chinaComparison = data as ChinaComparisonData;
