export * from "./priceChoices";
export { LivePriceChart } from "./live/LivePriceChart";
export { SpotPrices } from "./spot/SpotPrices";
export { ComparisonCalculator } from "./comparison/ComparisonCalculator";
export { ChinaTimeline } from "./comparison/ChinaTimeline";
export { WeightConverter } from "./converter/WeightConverter";
export { ValueAtBuyPrice } from "./converter/ValueAtBuyPrice";
