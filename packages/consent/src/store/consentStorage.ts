import { parseConsent, serializeConsent, type ConsentPreferences } from "../consentPreferences";

/** localStorage key of the visitor's choice (e2e/fixtures.ts writes it too). */
export const CONSENT_STORAGE_KEY = "gw.cookie-consent";

// Storage can be missing (prerender) or throw (blocked cookies, some private modes); then the
// choice lasts for this page view only, which is all that can be done.
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredConsent(): ConsentPreferences | null {
  try {
    return parseConsent(storage()?.getItem(CONSENT_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

export function storeConsent(preferences: ConsentPreferences): void {
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, serializeConsent(preferences));
  } catch {
    // See storage(): the choice still applies to this page view.
  }
}
