import type { BrandConfig } from "@gw/ui";

/**
 * Host names where analytics and the advertising pixel may load (after consent):
 * `VITE_TRACKING_HOSTS` (comma-separated) when set, otherwise the brand's production hosts, so
 * local builds, previews and test hosts never report to the brand's real accounts.
 */
export function trackingHosts(
  domains: BrandConfig["domains"],
  configured: string | undefined = import.meta.env.VITE_TRACKING_HOSTS,
): readonly string[] {
  const listed = (configured ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  if (listed.length) return listed;
  return [domains.site, `www.${domains.site}`, domains.register, domains.shortLink, domains.china];
}

export function isTrackingHost(hostname: string, hosts: readonly string[]): boolean {
  return hosts.includes(hostname.toLowerCase());
}
