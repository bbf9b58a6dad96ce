export * from "./priceChoices";
export { PriceChart } from "./chart/PriceChart";
export { TRADINGVIEW_SCRIPT_URL, CHART_HEIGHT, chartSymbols } from "./chart/tradingViewWidget";
export { LivePriceChart } from "./live/LivePriceChart";
export { ComparisonCalculator } from "./comparison/ComparisonCalculator";
export { ChinaTimeline } from "./comparison/ChinaTimeline";
export { WeightConverter } from "./converter/WeightConverter";
