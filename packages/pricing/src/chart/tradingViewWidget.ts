import type { Locale } from "@gw/i18n";
import type { Metal, PriceRange } from "../priceChoices";

export const TRADINGVIEW_SCRIPT_URL = "https://s3.tradingview.com/tv.js";

/** Chart height in pixels (spec section 9); reserved before the chart exists. */
export const CHART_HEIGHT = 450;

/** AUD prices per troy ounce of each metal. */
const chartSymbols: Record<Metal, string> = {
  gold: "OANDA:XAUAUD",
  silver: "OANDA:XAGAUD",
};

interface TradingViewGlobal {
  widget: new (options: Record<string, unknown>) => unknown;
}

declare global {
  interface Window {
    TradingView?: TradingViewGlobal;
  }
}

/** The widget's options: spec section 9 (height 450, Australia/Sydney, dark) plus the choices. */
export function tradingViewOptions(
  containerId: string,
  metal: Metal,
  range: PriceRange,
  locale: Locale,
) {
  return {
    container_id: containerId,
    symbol: chartSymbols[metal],
    interval: range.interval === "weekly" ? "W" : "D",
    range: range.value,
    timezone: "Australia/Sydney",
    theme: "dark",
    style: "3",
    locale: locale === "zh" ? "zh_CN" : "en",
    width: "100%",
    height: CHART_HEIGHT,
    hide_side_toolbar: true,
    allow_symbol_change: false,
    save_image: false,
  };
}

/** Draws the chart into the container; the script must have loaded. */
export function createTradingViewWidget(options: ReturnType<typeof tradingViewOptions>) {
  if (!window.TradingView) throw new Error("TradingView script loaded without its widget");
  return new window.TradingView.widget(options);
}
