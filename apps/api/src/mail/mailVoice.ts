import { brandById, type BrandConfig } from "@gw/brands";
import type { Locale } from "@gw/i18n/locales";

/** Who every e-mail of a brand is from: its name and support address. */
export const mailSender = (brand: BrandConfig) => `"${brand.name}" <${brand.email}>`;

/** The brand's public site, where e-mails point for anything that is not a link with a token. */
export const brandSiteOrigin = (brand: BrandConfig) => `https://${brand.domains.site}`;

/**
 * The brand and language a stored row (an alert, a subscription) was made in, as its e-mails and
 * link pages speak: the main brand and English for anything the database holds that we no longer
 * know.
 */
export function mailVoiceOf(row: { brand: string; locale: string }): {
  brand: BrandConfig;
  locale: Locale;
} {
  return { brand: brandById(row.brand), locale: row.locale === "zh" ? "zh" : "en" };
}
