import type { AttributionService, ReferralData } from "./AttributionService";

/** The web SDK's session call: it answers a link click id with that link's data. */
export const BRANCH_OPEN_URL = "https://api2.branch.io/v1/open";

/** The query parameter Branch adds to the address when a link sends a visitor to the site. */
const BRANCH_CLICK_PARAM = "_branch_match_id";

/**
 * Branch's web API without its SDK script: one form-encoded POST to `/v1/open` with the brand's
 * `branch_key` and the click id as `link_identifier`. Branch answers with `data`, the link's
 * data as a JSON string (`~referring_link`, `+clicked_branch_link`, the campaign's own keys).
 */
export function branchAttribution(
  branchKey: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): AttributionService {
  return {
    clickId(url) {
      return url.searchParams.get(BRANCH_CLICK_PARAM)?.trim() || null;
    },
    async referringData(clickId, signal) {
      const response = await fetchImpl(BRANCH_OPEN_URL, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          branch_key: branchKey,
          link_identifier: clickId,
          is_referrable: "1",
        }),
        signal,
      });
      if (!response.ok) {
        throw { status: response.status, message: response.statusText || "Request failed" };
      }
      return parseLinkData(await response.json());
    },
  };
}

/** The `data` string of Branch's answer as an object; anything else is a bad answer (502). */
function parseLinkData(body: unknown): ReferralData {
  const raw = (body as { data?: unknown } | null)?.data;
  try {
    const data: unknown = typeof raw === "string" ? JSON.parse(raw) : raw;
    if (typeof data === "object" && data !== null && !Array.isArray(data)) {
      return data as ReferralData;
    }
  } catch {
    // Falls through to the failure below.
  }
  throw { status: 502, message: "Unreadable link data" };
}
