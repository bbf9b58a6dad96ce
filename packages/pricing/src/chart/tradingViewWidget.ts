import { defaultPriceCurrency, type PriceCurrency } from "@gw/api-client/prices";
import type { Locale } from "@gw/i18n";
import type { Metal, PriceRange } from "../priceChoices";

export const TRADINGVIEW_SCRIPT_URL = "https://s3.tradingview.com/tv.js";

/** Chart height in pixels (spec section 9); reserved before the chart exists. */
export const CHART_HEIGHT = 450;

/**
 * TradingView's symbols for a troy ounce of each metal, from OANDA, in the currencies it quotes:
 * Australian and US dollars. It quotes neither metal in renminbi (CNY), so a visitor who chose
 * CNY sees the chart in AUD, and the page says so.
 */
const chartSymbols: Record<Metal, Partial<Record<PriceCurrency, string>>> = {
  gold: { AUD: "OANDA:XAUAUD", USD: "OANDA:XAUUSD" },
  silver: { AUD: "OANDA:XAGAUD", USD: "OANDA:XAGUSD" },
};

/** The currency TradingView's chart shows for a chosen one: that one where it has it, else AUD. */
export function tradingViewCurrency(metal: Metal, chosen: PriceCurrency): PriceCurrency {
  return chartSymbols[metal][chosen] ? chosen : defaultPriceCurrency;
}

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
  currency: PriceCurrency,
) {
  return {
    container_id: containerId,
    symbol: chartSymbols[metal][tradingViewCurrency(metal, currency)],
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
