import {
  acceptedConsent,
  allows,
  rejectedConsent,
  type ConsentPreferences,
  type ConsentPurpose,
} from "../consentPreferences";
import { readStoredConsent, storeConsent } from "./consentStorage";

/** What the banner shows: nothing, the short notice, or the per-purpose preferences. */
type ConsentView = "hidden" | "banner" | "preferences";

export interface ConsentState {
  /** The visitor's choice; null until one is made. */
  preferences: ConsentPreferences | null;
  view: ConsentView;
}

// One store per page view, read from storage on first use (never while prerendering, where
// nothing asks before hydration; see useConsent's server snapshot).
let state: ConsentState | null = null;
const listeners = new Set<() => void>();

export function getConsentState(): ConsentState {
  if (!state) {
    const preferences = readStoredConsent();
    state = { preferences, view: preferences ? "hidden" : "banner" };
  }
  return state;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function update(next: Partial<ConsentState>) {
  state = { ...getConsentState(), ...next };
  for (const listener of [...listeners]) listener();
}

/** Whether the current choice allows a purpose; false before any choice. */
export function consentAllows(purpose: ConsentPurpose): boolean {
  return allows(getConsentState().preferences, purpose);
}

/** Stores a choice and hides the banner. */
export function saveConsent(preferences: ConsentPreferences): void {
  const chosen: ConsentPreferences = {
    necessary: true,
    analytics: preferences.analytics,
    advertising: preferences.advertising,
  };
  storeConsent(chosen);
  update({ preferences: chosen, view: "hidden" });
}

export const acceptAllConsent = () => saveConsent(acceptedConsent);
export const rejectAllConsent = () => saveConsent(rejectedConsent);

/**
 * Opens the preferences: "Manage preferences" in the banner, and later, so a visitor can change
 * their mind, the footer's cookie settings and the chart's notice.
 */
export function reopenConsent(): void {
  update({ view: "preferences" });
}

/**
 * Leaves the preferences without saving: closed again if a choice exists, otherwise back to the
 * banner, so nothing is ever accepted by dismissing it.
 */
export function dismissConsentPreferences(): void {
  update({ view: getConsentState().preferences ? "hidden" : "banner" });
}

/** Forgets the page view's state so the next read starts from storage; for tests and stories. */
export function resetConsentStore(): void {
  state = null;
  listeners.clear();
}
