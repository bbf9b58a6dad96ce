import type { PriceCurrency } from "@gw/api-client/prices";
import { loadScriptOnce } from "@gw/consent";
import { useLocale } from "@gw/i18n";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import type { Metal, PriceRange } from "../priceChoices";
import {
  CHART_HEIGHT,
  createTradingViewWidget,
  TRADINGVIEW_SCRIPT_URL,
  tradingViewOptions,
} from "./tradingViewWidget";
import { useNearViewport } from "./useNearViewport";
import styles from "./TradingViewChart.module.css";

type ScriptStatus = "waiting" | "ready";

interface TradingViewChartProps {
  metal: Metal;
  range: PriceRange;
  /** The visitor's currency: the chart's, where TradingView has it (`tradingViewCurrency`). */
  currency: PriceCurrency;
  /** Whether the third-party script may load; undefined while the cookie choice is not known. */
  allowed: boolean | undefined;
  /** The script or the widget failed: the page shows something else instead. */
  onFailed: () => void;
}

/**
 * The third-party price chart. Its 450 px are reserved from the first paint (the prerendered
 * page shows the placeholder), the script is requested only when the chart nears the viewport
 * and only once allowed, and the widget is drawn afresh whenever the metal, range, currency or
 * language changes.
 */
export function TradingViewChart({
  metal,
  range,
  currency,
  allowed,
  onFailed,
}: TradingViewChartProps) {
  const { t } = useLingui();
  const frameRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<HTMLDivElement>(null);
  const containerId = `price-chart-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const near = useNearViewport(frameRef);
  const [status, setStatus] = useState<ScriptStatus>("waiting");
  const locale = useLocale();

  useEffect(() => {
    if (!near || !allowed) return;
    let current = true;
    loadScriptOnce(TRADINGVIEW_SCRIPT_URL).then(
      () => current && setStatus("ready"),
      (error: unknown) => {
        console.warn("Price chart unavailable:", error);
        if (current) onFailed();
      },
    );
    return () => {
      current = false;
    };
  }, [near, allowed, onFailed]);

  useEffect(() => {
    const container = widgetRef.current;
    if (status !== "ready" || !container) return;
    try {
      createTradingViewWidget(tradingViewOptions(containerId, metal, range, locale, currency));
    } catch (error) {
      console.warn("Price chart unavailable:", error);
      onFailed();
    }
    // The widget owns the container's children; clearing them removes the old chart.
    return () => container.replaceChildren();
  }, [status, containerId, metal, range, locale, currency, onFailed]);

  return (
    <div
      ref={frameRef}
      className={styles.frame}
      style={{ height: CHART_HEIGHT }}
      data-testid="price-chart"
    >
      <div id={containerId} ref={widgetRef} className={styles.widget} />
      {status === "waiting" && (
        <div className={styles.notice}>
          <p role="status">{t`Loading chart...`}</p>
        </div>
      )}
    </div>
  );
}
