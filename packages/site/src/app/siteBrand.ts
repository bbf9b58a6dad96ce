import type { BrandConfig } from "@gw/ui";

/**
 * A brand as this build shows it: `VITE_APP_URL`, read at build time, points sign-in and sign-up
 * at another app host (a staging app, say) without touching the brand's facts.
 */
export function siteBrand(brand: BrandConfig): BrandConfig {
  const appUrl = import.meta.env.VITE_APP_URL;
  return appUrl ? { ...brand, appUrl } : brand;
}
