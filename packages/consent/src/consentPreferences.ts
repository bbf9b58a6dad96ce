/** A visitor's cookie choices; necessary cookies cannot be refused. */
export interface ConsentPreferences {
  necessary: true;
  analytics: boolean;
  advertising: boolean;
}

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

/** Reads a stored choice; anything unreadable counts as no choice made. */
export function parseConsent(stored: string | null): ConsentPreferences | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<ConsentPreferences>;
    if (typeof value.analytics !== "boolean" || typeof value.advertising !== "boolean") return null;
    return { necessary: true, analytics: value.analytics, advertising: value.advertising };
  } catch {
    return null;
  }
}
