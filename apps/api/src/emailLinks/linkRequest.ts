import { isLocale, type Locale } from "@gw/i18n/locales";
import type { I18n } from "@lingui/core";
import type { Context } from "hono";
import { mailI18n } from "../mail/mailI18n";
import { hashLinkToken, isLinkToken } from "./linkToken";
import { linkPageResponse } from "./linkPageResponse";

/** What a confirm or cancel link carries: the token's hash (if it could be a token) and a language. */
export function linkRequest(c: Context) {
  const token = c.req.query("token");
  const lang = c.req.query("lang");
  return {
    tokenHash: isLinkToken(token) ? hashLinkToken(token) : undefined,
    locale: (isLocale(lang) ? lang : "en") as Locale,
  };
}

/** The site page in the visitor's language: Chinese pages live under `/zh`. */
export function sitePage(origin: string, locale: Locale, path = "/") {
  return `${origin}${locale === "zh" ? "/zh" : ""}${path}`;
}

/** A link whose token is malformed, unknown or replaced: said plainly, in the link's language. */
export function unknownLinkPage(c: Context, locale: Locale, brandName: string, siteOrigin: string) {
  const i18n: I18n = mailI18n(locale);
  return linkPageResponse(
    c,
    {
      locale,
      brandName,
      title: i18n._("This link does not work"),
      lines: [
        i18n._(
          "It may be incomplete, or a newer e-mail replaced it. Please use the link in the most recent e-mail we sent you.",
        ),
      ],
      back: { href: sitePage(siteOrigin, locale), label: i18n._("Go to our site") },
    },
    404,
  );
}
