import type { CountedSite, DeviceClass } from "@gw/api-client/counts";
import { brands } from "@gw/brands";
import { portOf, siteApps } from "@gw/workspace";

/**
 * The site a stored origin belongs to (where a form was sent from): on this machine by the app's
 * port, in production by the brands' domains; the main site when it says nothing we know.
 */
export function siteOfOrigin(
  origin: string | null | undefined,
  env: Record<string, string | undefined> = process.env,
): CountedSite {
  let url: URL;
  try {
    url = new URL(origin ?? "");
  } catch {
    return "main";
  }
  const host = url.hostname.toLowerCase();
  if (host === "localhost" || host === "127.0.0.1" || host === "[::1]")
    return siteApps.find((app) => url.port === String(portOf(app, env))) ?? "main";
  const on = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  const domains = Object.values(brands).map((brand) => brand.domains);
  if (domains.some(({ china }) => on(china))) return "cny";
  if (domains.some(({ register, shortLink }) => on(register) || on(shortLink))) return "register";
  if (on(brands.vip.domains.site)) return "vip";
  return "main";
}

/**
 * The device class of the browser that pressed a confirm button, from its user agent at that
 * moment (the string itself is not kept): tablets first, as their strings also say mobile.
 */
export function deviceOfUserAgent(userAgent: string | undefined): DeviceClass {
  const agent = userAgent ?? "";
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(agent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Phone/i.test(agent)) return "phone";
  return "desktop";
}
