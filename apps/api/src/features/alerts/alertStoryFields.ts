import type { BrandConfig } from "@gw/brands";
import type { AlertTerms } from "./alertCondition";

/** What the alert e-mails' stories show: a gold alert in AUD, on the brand's own site. */
export const storyAlert: AlertTerms = {
  metal: "gold",
  currency: "AUD",
  direction: "above",
  target: 5300,
};

export const storyLinks = (brand: BrandConfig) => {
  const api = `https://api.${brand.domains.site}/v1/price-alerts`;
  const token = "x".repeat(43);
  return {
    confirmUrl: `${api}/confirm?token=${token}&lang=en`,
    cancelUrl: `${api}/cancel?token=${token}&lang=en`,
    stopAllUrl: `${api}/cancel?token=${token}&lang=en&scope=all`,
    site: brand.domains.site,
  };
};
