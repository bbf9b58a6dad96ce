/** One analytics event as the tag manager's data layer expects it. */
export interface AnalyticsEvent {
  event: string;
  [property: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

/**
 * Records an event in `window.dataLayer`, the queue a tag manager drains once it loads. Nothing
 * leaves the browser from here: loading that tag manager is what consent gates, so events recorded
 * before (or without) consent are only ever sent if the visitor agrees.
 */
export function track(event: string, props: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ...props, event });
}

/** What has been recorded so far (tests and the consent loader read it). */
export function recordedEvents(): readonly AnalyticsEvent[] {
  return typeof window === "undefined" ? [] : (window.dataLayer ?? []);
}
