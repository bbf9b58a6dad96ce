import { loadScriptOnce, reopenConsent } from "@gw/consent";
import { useLocale } from "@gw/i18n";
import { Button } from "@gw/ui";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import type { Metal, PriceRange } from "../priceChoices";
import { useChartScriptAllowed } from "./chartScriptGate";
import {
  CHART_HEIGHT,
  createTradingViewWidget,
  TRADINGVIEW_SCRIPT_URL,
  tradingViewOptions,
} from "./tradingViewWidget";
import { useNearViewport } from "./useNearViewport";
import styles from "./PriceChart.module.css";

type ScriptStatus = "waiting" | "ready" | "failed";

interface PriceChartProps {
  metal: Metal;
  range: PriceRange;
  /** Whether third-party content may load (undefined: not known yet); defaults to consent. */
  allowed?: boolean;
}

/**
 * The third-party price chart. Its 450 px are reserved from the first paint (the prerendered
 * page shows the placeholder), the script is requested only when the chart nears the viewport,
 * and the widget is drawn afresh whenever the metal, range or language changes.
 */
export function PriceChart({ metal, range, allowed: allowedByProps }: PriceChartProps) {
  const { t } = useLingui();
  const consented = useChartScriptAllowed();
  const allowed = allowedByProps ?? consented;
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
        if (current) setStatus("failed");
      },
    );
    return () => {
      current = false;
    };
  }, [near, allowed]);

  useEffect(() => {
    const container = widgetRef.current;
    if (status !== "ready" || !container) return;
    try {
      createTradingViewWidget(tradingViewOptions(containerId, metal, range, locale));
    } catch (error) {
      console.warn("Price chart unavailable:", error);
      setStatus("failed");
    }
    // The widget owns the container's children; clearing them removes the old chart.
    return () => container.replaceChildren();
  }, [status, containerId, metal, range, locale]);

  const blocked = allowed === false;
  const noticeKind = blocked ? "blocked" : status;
  const notice = blocked
    ? t`The live chart comes from TradingView, a third-party service, so it loads only once you have made your cookie choice.`
    : status === "failed"
      ? t`The live chart could not be loaded. Please check your connection and reload the page.`
      : status === "waiting"
        ? t`Loading chart...`
        : null;

  return (
    <div
      ref={frameRef}
      className={styles.frame}
      style={{ height: CHART_HEIGHT }}
      data-testid="price-chart"
    >
      <div id={containerId} ref={widgetRef} className={styles.widget} />
      {notice && (
        <div className={styles.notice}>
          <p role="status" data-status={noticeKind}>
            {notice}
          </p>
          {blocked && <Button onClick={reopenConsent}>{t`Choose cookie settings`}</Button>}
        </div>
      )}
    </div>
  );
}
