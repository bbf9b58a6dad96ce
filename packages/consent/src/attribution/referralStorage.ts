import type { ReferralData } from "./AttributionService";

/** The browser-storage entry that holds referral (link attribution) data, spec section 3. */
export const REFERRAL_STORAGE_KEY = "branch_data";

/** Spec section 9: a referring link counts for seven days. */
export const REFERRAL_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;

interface StoredReferral {
  v: 1;
  /** When it was fetched (ms since the epoch), so it can expire. */
  storedAt: number;
  data: ReferralData;
}

/** Stores a visit's referral data with the time it was fetched. */
export function storeReferralData(
  data: ReferralData,
  now = Date.now(),
  storage: Pick<Storage, "setItem"> | undefined = globalThis.localStorage,
): void {
  const entry: StoredReferral = { v: 1, storedAt: now, data };
  try {
    storage?.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(entry));
  } catch (error) {
    console.warn("Referral data could not be stored:", error);
  }
}

/**
 * The stored referral data, or null when there is none, it is unreadable, or it is older than
 * seven days (an expired entry is removed).
 */
export function readReferralData(
  now = Date.now(),
  storage: Pick<Storage, "getItem" | "removeItem"> | undefined = globalThis.localStorage,
): ReferralData | null {
  try {
    const entry = JSON.parse(storage?.getItem(REFERRAL_STORAGE_KEY) ?? "null") as unknown;
    if (!isStoredReferral(entry)) return null;
    if (now - entry.storedAt >= REFERRAL_EXPIRY_MS || entry.storedAt > now) {
      storage?.removeItem(REFERRAL_STORAGE_KEY);
      return null;
    }
    return entry.data;
  } catch {
    return null;
  }
}

function isStoredReferral(value: unknown): value is StoredReferral {
  if (typeof value !== "object" || value === null) return false;
  const { v, storedAt, data } = value as Partial<StoredReferral>;
  return (
    v === 1 &&
    typeof storedAt === "number" &&
    typeof data === "object" &&
    data !== null &&
    !Array.isArray(data)
  );
}
