import { brandForRequest } from "./brandForRequest";
import { type BrandConfig } from "@gw/brands";
import { brandSiteOrigin } from "./mailVoice";

/** The site a form was sent from, as the e-mails it causes name it and link back to it. */
export interface RequestSite {
  brand: BrandConfig;
  /** Where links back to the site lead: the page's own origin when it is one we serve. */
  origin: string;
  /** The host as the visitor saw it (`cny.goldwattle.com`, `localhost:4175`), for "why you got this". */
  host: string;
}

/** A request's site as an e-mail's fields keep it (`siteFields`). */
export const siteFieldsOf = (site: RequestSite) => ({ site: site.host, siteOrigin: site.origin });

/**
 * The page's origin counts only when it is one the API serves (its CORS list): anything else could
 * be forged into links, so those go to the brand's own site instead.
 */
export function requestSite(
  origin: string | undefined,
  hostname: string,
  allowedOrigins: readonly string[],
): RequestSite {
  const brand = brandForRequest(origin, hostname);
  const trusted = origin !== undefined && allowedOrigins.includes(origin) ? origin : undefined;
  const siteOrigin = trusted ?? brandSiteOrigin(brand);
  return { brand, origin: siteOrigin, host: new URL(siteOrigin).host };
}
