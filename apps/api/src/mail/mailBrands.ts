import type { Locale } from "@gw/i18n/locales";
import { company, type CompanyFacts } from "@gw/content/company";

/**
 * The brands the API e-mails for, with the per-brand facts an e-mail needs. The China landing and
 * registration hosts belong to the main brand. These facts must match the site apps' brand configs
 * (`tooling/brand-check` fails when they differ); the company's facts come from @gw/content, the
 * same file the apps read.
 */
export interface MailBrand {
  id: "main" | "vip";
  name: string;
  /** The support address: messages come from it, and support notifications go to it. */
  supportEmail: string;
  domains: { site: string; app: string; register: string; shortLink: string; china: string };
}

export type MailBrandId = MailBrand["id"];

export const mailBrands: Record<MailBrandId, MailBrand> = {
  main: {
    id: "main",
    name: "Goldwattle",
    supportEmail: "hello@goldwattle.com",
    domains: {
      site: "goldwattle.com",
      app: "app.goldwattle.com",
      register: "join.goldwattle.com",
      china: "cny.goldwattle.com",
      shortLink: "gwtl.link",
    },
  },
  vip: {
    id: "vip",
    name: "Goldwattle Private",
    supportEmail: "private@goldwattleprivate.com",
    domains: {
      site: "goldwattleprivate.com",
      app: "app.goldwattleprivate.com",
      register: "join.goldwattleprivate.com",
      china: "cny.goldwattleprivate.com",
      shortLink: "gwp.link",
    },
  },
};

/** The company behind both brands, as every e-mail identifies its sender. */
export const mailCompany: CompanyFacts = company;

/** The brand's public site, where e-mails point for anything that is not a link with a token. */
export const brandSiteOrigin = (brand: MailBrand) => `https://${brand.domains.site}`;

/**
 * The brand and language a stored row (an alert, a subscription) was made in, as its e-mails and
 * link pages speak: the main brand and English for anything the database holds that we no longer
 * know.
 */
export function mailVoiceOf(row: { brand: string; locale: string }): {
  brand: MailBrand;
  locale: Locale;
} {
  return {
    brand: mailBrands[row.brand as MailBrandId] ?? mailBrands.main,
    locale: row.locale === "zh" ? "zh" : "en",
  };
}
