import { readdirSync, readFileSync } from "node:fs";
import { brands } from "@gw/brands";
import { consentWordingText } from "@gw/content/consent-wordings";
import type { Locale } from "@gw/i18n/locales";
import type { I18n } from "@lingui/core";
import { formatter } from "@lingui/format-po";
import { describe, expect, it } from "vitest";
import { alertConfirm } from "../features/alerts/alertConfirmMail";
import { preregistrationConfirm } from "../features/preregistration/preregistrationConfirmMail";
import { consentWording } from "./consentWording";
import { mailI18n } from "./mailI18n";

const repository = new URL("../../../../", import.meta.url);
const po = formatter({ lineNumbers: false });

/**
 * Every message of the workspace's catalogs in `locale`, as a visitor reads it: the English text
 * (`en`) or its Chinese translation (`zh`). The form's part of a wording lives in the site's
 * catalogs, the e-mail's in the API's.
 */
function liveMessages(locale: Locale): Set<string> {
  const catalogs = [
    ...readdirSync(new URL("packages/", repository)).flatMap((pkg) => {
      const src = new URL(`packages/${pkg}/src/`, repository);
      return readdirSync(src, { recursive: true })
        .map(String)
        .filter((file) => file.endsWith(`locales/${locale}.po`))
        .map((file) => new URL(file, src));
    }),
    new URL(`apps/api/src/locales/${locale}.po`, repository),
  ];
  const messages = new Set<string>();
  for (const file of catalogs) {
    const entries = po.parse(readFileSync(file, "utf8"), {
      locale,
      sourceLocale: "en",
      filename: file.pathname,
    }) as Record<string, { message?: string; translation?: string }>;
    for (const [id, entry] of Object.entries(entries)) {
      const text = locale === "en" ? (entry.message ?? id) : entry.translation;
      if (text) messages.add(text);
    }
  }
  return messages;
}

/** The quoted lines of an archived wording: the messages the visitor saw. */
const quoted = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.startsWith("> "))
    .map((line) => line.slice(2));

/** Every message a template renders, as its catalog holds it (the ICU source, not filled in). */
async function messagesOf(locale: Locale, render: (i18n: I18n) => Promise<unknown>) {
  const i18n = mailI18n(locale);
  const ids = new Set<string>();
  const recording = new Proxy(i18n, {
    get: (target, property) =>
      property === "_"
        ? (id: string, values?: Record<string, unknown>) => {
            ids.add(id);
            return target._(id, values);
          }
        : Reflect.get(target, property),
  });
  await render(recording);
  if (locale === "en") return [...ids];
  const catalog = po.parse(readFileSync(new URL("../locales/zh.po", import.meta.url), "utf8"), {
    locale,
    sourceLocale: "en",
    filename: "zh.po",
  }) as Record<string, { translation?: string }>;
  return [...ids].map((id) => catalog[id]?.translation ?? `(untranslated) ${id}`);
}

const confirmations = {
  [consentWording.priceAlert]: async (i18n: I18n, locale: Locale) => {
    for (const metal of ["gold", "silver"] as const)
      for (const direction of ["above", "below"] as const)
        await alertConfirm.render(
          { i18n, locale, brand: brands.main },
          {
            alert: { metal, currency: "AUD", direction, target: 5300 },
            confirmUrl: "https://api.example/confirm",
            cancelUrl: "https://api.example/cancel",
            site: "goldwattle.com",
          },
        );
  },
  [consentWording.preregistration]: (i18n: I18n, locale: Locale) =>
    preregistrationConfirm.render(
      { i18n, locale, brand: brands.main },
      {
        confirmUrl: "https://api.example/confirm",
        cancelUrl: "https://api.example/cancel",
        site: "cny.goldwattle.com",
      },
    ),
};

describe("the consent wordings in use", () => {
  for (const [label, render] of Object.entries(confirmations))
    for (const locale of ["en", "zh"] as const)
      it(`${label} (${locale}) is archived as visitors now see it`, async () => {
        const archived = consentWordingText(label);
        expect(archived, `content/consent/${label}/ is missing`).toBeDefined();
        const lines = quoted(archived![locale]);
        // Every line of the confirmation e-mail is in the archive...
        const sent = await messagesOf(locale, (i18n) => render(i18n, locale));
        expect(sent.filter((message) => !lines.includes(message))).toEqual([]);
        // ...and every archived line (the form's too) is still what the site shows: a changed
        // text needs a new label.
        const live = liveMessages(locale);
        expect(lines.filter((line) => !live.has(line))).toEqual([]);
      });
});
