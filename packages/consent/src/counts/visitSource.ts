import { countedTextMaxLength, type VisitSource } from "@gw/api-client/counts";

/** At most the API's length, never ending in half a character (the API would refuse both). */
function kept(value: string | null): string {
  const cut = (value ?? "").trim().slice(0, countedTextMaxLength);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The referring site's host name; our own host (a reload, a page opened anew) is no source. */
function referringHost(referrer: string, ownHost: string): string {
  try {
    const url = new URL(referrer);
    if (!/^https?:$/.test(url.protocol) || url.hostname === ownHost) return "";
    return kept(url.hostname);
  } catch {
    return "";
  }
}

/**
 * Where a visit came from (contract.md "First-party counts"): the landing address's `utm_source`,
 * else the referring site's host name (never its path), else `direct`; `utm_medium` and
 * `utm_campaign`, else empty. Read once per tab from the address it landed on.
 */
export function visitSource(landing: URL, referrer: string): VisitSource {
  const utm = (name: string) => kept(landing.searchParams.get(`utm_${name}`));
  return {
    source: utm("source") || referringHost(referrer, landing.hostname) || "direct",
    medium: utm("medium"),
    campaign: utm("campaign"),
  };
}
