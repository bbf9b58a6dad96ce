/** A visitor's cookie choices; necessary cookies cannot be refused. */
export interface ConsentPreferences {
  necessary: true;
  analytics: boolean;
  advertising: boolean;
}

/**
 * What consent can allow. `functional` (the TradingView chart) needs only necessary consent,
 * which is always given, so it is allowed as soon as the visitor has made any choice.
 */
export type ConsentPurpose = "functional" | "analytics" | "advertising";

export const rejectedConsent: ConsentPreferences = {
  necessary: true,
  analytics: false,
  advertising: false,
};
export const acceptedConsent: ConsentPreferences = {
  necessary: true,
  analytics: true,
  advertising: true,
};

/**
 * Version of the stored format. A stored choice of another version counts as no choice, so
 * changing what is asked (a new purpose) asks every visitor again.
 */
const CONSENT_FORMAT_VERSION = 1;

interface StoredConsent {
  v: typeof CONSENT_FORMAT_VERSION;
  analytics: boolean;
  advertising: boolean;
}

/** The stored form: small, versioned, without the necessary flag nobody can change. */
export function serializeConsent(preferences: ConsentPreferences): string {
  const stored: StoredConsent = {
    v: CONSENT_FORMAT_VERSION,
    analytics: preferences.analytics,
    advertising: preferences.advertising,
  };
  return JSON.stringify(stored);
}

/** Reads a stored choice; anything unreadable or of another version counts as no choice made. */
export function parseConsent(stored: string | null): ConsentPreferences | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<StoredConsent> | null;
    if (value?.v !== CONSENT_FORMAT_VERSION) return null;
    if (typeof value.analytics !== "boolean" || typeof value.advertising !== "boolean") return null;
    return { necessary: true, analytics: value.analytics, advertising: value.advertising };
  } catch {
    return null;
  }
}

/** Whether a choice (or no choice yet: null) allows a purpose. */
export function allows(preferences: ConsentPreferences | null, purpose: ConsentPurpose): boolean {
  if (!preferences) return false;
  return purpose === "functional" ? true : preferences[purpose];
}
