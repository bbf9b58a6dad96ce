import { consentAllows } from "../store/consentStore";

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
 * Records an event in `window.dataLayer`, the queue the tag manager drains once it loads (see
 * startConsentedScripts). Without analytics consent the event is dropped, not queued: nothing
 * recorded before consent can be sent later, and a visitor who refuses is never recorded.
 */
export function track(event: string, props: Record<string, unknown> = {}): void {
  if (typeof window === "undefined" || !consentAllows("analytics")) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ...props, event });
}

/** What has been recorded so far (tests read it). */
export function recordedEvents(): readonly AnalyticsEvent[] {
  return typeof window === "undefined" ? [] : (window.dataLayer ?? []);
}
