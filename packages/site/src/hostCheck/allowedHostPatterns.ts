import type { BrandConfig } from "@gw/ui";
import type { HostCheckParams } from "../headScripts/headScriptParams";

/** Where any build may always be opened: a developer's own machine. */
const LOCAL_HOSTS = ["localhost", "127.0.0.1"] as const;

/** The brand's production family: its domain and subdomains, register and short-link hosts. */
function brandHostPatterns({ domains }: BrandConfig): string[] {
  return [
    domains.site,
    `*.${domains.site}`,
    domains.app,
    domains.register,
    domains.shortLink,
    `*.${domains.shortLink}`,
  ];
}

/** `VITE_ALLOWED_HOSTS`: patterns separated by commas or spaces. */
export function parseAllowedHosts(configured: string | undefined): string[] {
  return (configured ?? "").split(/[\s,]+/).filter(Boolean);
}

/** Every host a brand's build may be served on; the rest are sent to the production site. */
export function allowedHostPatterns(brand: BrandConfig, configured: string | undefined): string[] {
  return [
    ...new Set([...LOCAL_HOSTS, ...brandHostPatterns(brand), ...parseAllowedHosts(configured)]),
  ];
}

/** The production register page foreign hosts are sent to. */
export function foreignHostRedirect({ domains }: BrandConfig): string {
  return `https://${domains.site}/register`;
}

/** What a brand's host check is built with (`configured`: `VITE_ALLOWED_HOSTS`). */
export function hostCheckParams(
  brand: BrandConfig,
  configured: string | undefined,
): HostCheckParams {
  return {
    patterns: allowedHostPatterns(brand, configured),
    redirectTo: foreignHostRedirect(brand),
  };
}
