import type { Page } from "@playwright/test";

/** The third-party chart script's address (kept in step with @gw/pricing's TRADINGVIEW_SCRIPT_URL). */
export const CHART_SCRIPT_URL = "https://s3.tradingview.com/tv.js";

/**
 * Answers the chart script with a stand-in whose widget writes its symbol, range and interval
 * into the chart container, so tests see every redraw without reaching the internet.
 * Returns the number of times the script was requested so far.
 */
export async function routeChartScript(page: Page, outcome: "load" | "fail" = "load") {
  let requests = 0;
  await page.route(CHART_SCRIPT_URL, (route) => {
    requests += 1;
    if (outcome === "fail") return route.abort("failed");
    return route.fulfill({ contentType: "text/javascript", body: fakeChartScript });
  });
  return () => requests;
}

const fakeChartScript = `
window.TradingView = {
  widget: function (options) {
    var chart = document.createElement("p");
    chart.setAttribute("data-testid", "fake-chart");
    chart.textContent = [options.symbol, options.range, options.interval, options.timezone, options.theme, options.height].join(" ");
    document.getElementById(options.container_id).append(chart);
  },
};`;
