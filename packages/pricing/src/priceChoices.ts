import type { HistoryRange } from "@gw/api-client/prices";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** Metals on offer, each priced in Australian dollars per troy ounce. */
export const metals = ["gold", "silver"] as const;
export type Metal = (typeof metals)[number];

/** Button labels; also the buttons' accessible names in English. */
export const metalLabels: Record<Metal, MessageDescriptor> = {
  gold: msg`Gold`,
  silver: msg`Silver`,
};

type ChartInterval = "daily" | "weekly";

export interface PriceRange {
  label: "1M" | "3M" | "6M" | "1Y" | "5Y" | "All";
  /** The range as the third-party chart names it. */
  value: "1M" | "3M" | "6M" | "12M" | "60M" | "ALL";
  interval: ChartInterval;
  /** The range as our price service names it (`/v1/prices/history`). */
  history: HistoryRange;
}

/** The range buttons, in order (spec section 3). */
export const priceRanges: readonly PriceRange[] = [
  { label: "1M", value: "1M", interval: "daily", history: "1M" },
  { label: "3M", value: "3M", interval: "daily", history: "3M" },
  { label: "6M", value: "6M", interval: "daily", history: "6M" },
  { label: "1Y", value: "12M", interval: "daily", history: "1Y" },
  { label: "5Y", value: "60M", interval: "weekly", history: "5Y" },
  { label: "All", value: "ALL", interval: "weekly", history: "ALL" },
];

/** Range labels are the same in every language except "All". */
export const rangeLabels: Record<PriceRange["label"], MessageDescriptor | string> = {
  "1M": "1M",
  "3M": "3M",
  "6M": "6M",
  "1Y": "1Y",
  "5Y": "5Y",
  All: msg`All`,
};

export const defaultMetal: Metal = "gold";
export const defaultRange: PriceRange = priceRanges[0]!;

/** 1 troy ounce in grams. */
export const GRAMS_PER_TROY_OUNCE = 31.1035;
