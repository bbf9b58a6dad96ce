import data from "../data/china-comparison.json";
import type { ChinaComparisonData } from "./chinaComparisonSchema";

export type {
  ChinaComparisonData,
  HistoricalGoldPrice,
  ProviderRow,
} from "./chinaComparisonSchema";

/**
 * The comparison's facts (spec section 9). Every build checks the file against its schema
 * (contentDataCheck), so the page trusts its shape without shipping a validator.
 */
export const chinaComparison = data as ChinaComparisonData;
