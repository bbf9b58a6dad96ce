import type { PageEvent } from "@gw/api-client/counts";
import { countEvent } from "../counts/pageCounts";
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
export function recordForTagManager(event: PageEvent, props: Record<string, unknown> = {}): void {
  if (typeof window === "undefined" || !consentAllows("analytics")) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ...props, event });
}

/**
 * An analytics event of the spec: counted by our own API for every visitor (no identifier is
 * kept, so no choice is needed; see counts/pageCounts), and given to the tag manager only with
 * analytics consent.
 */
export function track(event: PageEvent, props: Record<string, unknown> = {}): void {
  countEvent(event);
  recordForTagManager(event, props);
}

/** What has been recorded so far (tests read it). */
export function recordedEvents(): readonly AnalyticsEvent[] {
  return typeof window === "undefined" ? [] : (window.dataLayer ?? []);
}
