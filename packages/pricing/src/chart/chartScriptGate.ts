import { consentAllows, useConsent } from "@gw/consent";

/**
 * Whether the third-party chart script may load on this page view. The chart is a functional
 * service: necessary consent covers it, so it is allowed once the visitor has made any cookie
 * choice (Reject all included), and never before.
 */
export function isChartScriptAllowed(): boolean {
  return consentAllows("functional");
}

/**
 * The same for components, kept up to date as the visitor chooses. Undefined while prerendering
 * and hydrating, when the choice is not read yet: the chart shows its placeholder meanwhile.
 */
export function useChartScriptAllowed(): boolean | undefined {
  const { known, hasConsented } = useConsent();
  return known ? hasConsented : undefined;
}
