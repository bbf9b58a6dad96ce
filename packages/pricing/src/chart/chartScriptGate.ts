import { useConsent } from "@gw/consent";

/**
 * Whether the third-party chart script may load, kept up to date as the visitor chooses. The
 * chart is a functional service: necessary consent covers it, so it is allowed once the visitor
 * has made any cookie choice (Reject all included), and never before. Undefined while
 * prerendering and hydrating, when the choice is not read yet: the chart shows its placeholder.
 */
export function useChartScriptAllowed(): boolean | undefined {
  const { known, hasConsented } = useConsent();
  return known ? hasConsented : undefined;
}
