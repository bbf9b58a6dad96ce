import { portOf } from "@gw/workspace";
import { brands, type BrandConfig } from "@gw/brands";

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

function belongsTo(host: string, brand: BrandConfig) {
  return Object.values(brand.domains).some(
    (domain) => host === domain || host.endsWith(`.${domain}`),
  );
}

/**
 * Which brand a request came from, by the page's origin (the browser's `Origin` header) or, without
 * one, the host name the form sent: a VIP domain (or, on this machine, the VIP app's port) is the
 * VIP brand; everything else, the China and registration hosts included, is the main brand.
 */
export function brandForRequest(
  origin: string | undefined,
  hostname: string,
  env: Record<string, string | undefined> = process.env,
): BrandConfig {
  let host = hostname.toLowerCase();
  let port = "";
  if (origin) {
    try {
      const url = new URL(origin);
      host = url.hostname.toLowerCase();
      port = url.port;
    } catch {
      // A malformed Origin says nothing; the host name stands.
    }
  }
  if (localHosts.has(host)) return port === String(portOf("vip", env)) ? brands.vip : brands.main;
  return belongsTo(host, brands.vip) ? brands.vip : brands.main;
}
