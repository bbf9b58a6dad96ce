/**
 * Whether the third-party chart script may load on this page view.
 *
 * The spec lets third-party content load only once consent allows it. The cookie-consent work
 * is not merged yet, so this allows the chart for now: it is the one place to wire consent in
 * (for example `return hasConsented("functional")`), and PriceChart already shows a notice
 * instead of the chart whenever it answers false.
 */
export function isChartScriptAllowed(): boolean {
  return true;
}
