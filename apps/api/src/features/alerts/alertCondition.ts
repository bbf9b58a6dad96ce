import { priceCurrencies, priceMetals, type PriceMetal } from "@gw/api-client/schemas";
import type { Locale } from "@gw/i18n/locales";
import { formatMoney } from "@gw/i18n/money";
import type { I18n } from "@lingui/core";
import * as v from "valibot";

export const alertTermsSchema = v.object({
  metal: v.picklist(priceMetals),
  currency: v.picklist(priceCurrencies),
  direction: v.picklist(["above", "below"]),
  /** The target buy price per troy ounce. */
  target: v.number(),
});

export type AlertTerms = v.InferOutput<typeof alertTermsSchema>;

/** What an alert waits for, in words: `Gold buy price above AUD 5,300.00 per troy ounce`. */
export function alertCondition(i18n: I18n, locale: Locale, terms: AlertTerms): string {
  const price = formatMoney(locale, terms.currency, terms.target, { currencyDisplay: "code" });
  // Whole sentences, so each language can order metal, direction and price its own way.
  if (terms.metal === "gold")
    return terms.direction === "above"
      ? i18n._("Gold buy price above {price} per troy ounce", { price })
      : i18n._("Gold buy price below {price} per troy ounce", { price });
  return terms.direction === "above"
    ? i18n._("Silver buy price above {price} per troy ounce", { price })
    : i18n._("Silver buy price below {price} per troy ounce", { price });
}

export function metalName(i18n: I18n, metal: PriceMetal): string {
  return metal === "gold" ? i18n._("Gold") : i18n._("Silver");
}
