export * from "./priceChoices";
export { priceWording } from "./priceWording";
export { LivePriceChart } from "./live/LivePriceChart";
export { SpotPanelIsland } from "./islands/SpotPanelIsland";
export {
  ChinaShanghaiReferenceIsland,
  ShanghaiReferenceIsland,
} from "./islands/ShanghaiReferenceIslands";
export { ComparisonCalculator } from "./comparison/ComparisonCalculator";
export { ChinaTimeline } from "./comparison/ChinaTimeline";
export { WeightConverter } from "./converter/WeightConverter";
export { ValueAtBuyPrice } from "./converter/ValueAtBuyPrice";
export { CalculatorsIsland } from "./islands/CalculatorsIsland";
