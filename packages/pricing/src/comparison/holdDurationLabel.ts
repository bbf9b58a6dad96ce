import { plural } from "@lingui/core/macro";
import type { HistoricalGoldPrice } from "@gw/content/china-comparison";

/** `1 week`, `2 weeks`, `12 months` in the active language. */
export function holdDurationLabel({ unit, count }: Pick<HistoricalGoldPrice, "unit" | "count">) {
  return unit === "week"
    ? plural(count, { one: "# week", other: "# weeks" })
    : plural(count, { one: "# month", other: "# months" });
}
