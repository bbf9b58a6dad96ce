/** The browser-storage entry that holds referral (link attribution) data, spec section 3. */
export const REFERRAL_STORAGE_KEY = "branch_data";

/** Stored referral data for the contact request, or null when there is none or it is unreadable. */
export function storedReferralPayload(
  storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage,
) {
  try {
    const value: unknown = JSON.parse(storage?.getItem(REFERRAL_STORAGE_KEY) ?? "null");
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
