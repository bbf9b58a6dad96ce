import { parseConsent, serializeConsent, type ConsentPreferences } from "../consentPreferences";

/** localStorage key of the visitor's choice (e2e/fixtures.ts writes it too). */
export const CONSENT_STORAGE_KEY = "gw.cookie-consent";

// Storage can be missing (prerender) or throw (blocked cookies, some private modes); then the
// choice lasts for this page view only, which is all that can be done.
export function readStoredConsent(): ConsentPreferences | null {
  try {
    return parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function storeConsent(preferences: ConsentPreferences): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(preferences));
  } catch {
    // See above: the choice still applies to this page view.
  }
}
