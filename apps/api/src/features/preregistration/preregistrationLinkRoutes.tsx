import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { ApiSchema } from "../../database/schema";
import { linkPageResponse } from "../../emailLinks/linkPageResponse";
import { linkRequest, sitePage, unknownLinkPage } from "../../emailLinks/linkRequest";
import { mailI18n } from "../../mail/mailI18n";
import { brands } from "@gw/brands";
import { brandSiteOrigin, mailVoiceOf } from "../../mail/mailVoice";
import type { OutboxStore } from "../../outbox/outboxStore";
import { preregistrationPaths } from "./preregistrationMail";
import {
  subscriptionTopic,
  type EmailSubscription,
  type SubscriptionStore,
} from "./subscriptionStore";

/** A confirm link works this long after its e-mail; a cancel link always works. */
const confirmLinkLifetimeMs = 7 * 24 * 60 * 60_000;

export interface PreregistrationLinkOptions {
  subscriptions: SubscriptionStore;
  outbox: OutboxStore;
  guard: MiddlewareHandler;
  now: () => Date;
  /** Called once per address, when its confirmation is recorded (the counts). */
  onConfirmed?: (row: EmailSubscription, c: Context) => void;
}

/**
 * The pages the preregistration e-mail's links open. Opening one only shows what it will do; its
 * button does it (a mail scanner that fetches every link must not confirm or cancel anything).
 */
export function preregistrationLinkRoutes({
  subscriptions,
  outbox,
  guard,
  now,
  onConfirmed,
}: PreregistrationLinkOptions) {
  const routes = new Hono();
  const main = brands.main;

  function frame(row: EmailSubscription) {
    const { brand, locale } = mailVoiceOf(row);
    const i18n = mailI18n(locale);
    return {
      brand,
      locale,
      i18n,
      page: (title: string, lines: string[], actions?: { label: string }[]) => ({
        locale,
        brandName: brand.name,
        title,
        lines,
        actions,
        back: {
          href: sitePage(row.consent_source || brandSiteOrigin(brand), locale),
          label: i18n._("Go to our site"),
        },
      }),
    };
  }

  function stateAnswer(row: EmailSubscription, state: "confirmed" | "unsubscribed" | "expired") {
    const { i18n, page, brand } = frame(row);
    const email = row.email;
    if (state === "confirmed")
      return page(i18n._("Your address is confirmed"), [
        i18n._(
          "Thank you. When {brand} launches in China, we will e-mail your 3-month fee discount coupon to {email}.",
          { brand: brand.name, email },
        ),
      ]);
    if (state === "unsubscribed")
      return page(i18n._("Your preregistration is cancelled"), [
        i18n._(
          "We will not e-mail {email} about the launch. You can preregister again on our site at any time.",
          {
            email,
          },
        ),
      ]);
    return page(i18n._("This link has expired"), [
      i18n._("Confirmation links work for 7 days. Preregister again on our site to get a new one."),
    ]);
  }

  routes.get(preregistrationPaths.confirm, guard, async (c) => {
    const { tokenHash, locale } = linkRequest(c);
    const row = tokenHash && (await subscriptions.byConfirmToken(tokenHash));
    if (!row) return unknownLinkPage(c, locale, main.name, brandSiteOrigin(main));
    if (row.state !== "pending") return linkPageResponse(c, stateAnswer(row, row.state));
    if (now().getTime() - Date.parse(row.confirmation_sent_at) > confirmLinkLifetimeMs)
      return linkPageResponse(c, stateAnswer(row, "expired"));
    const { i18n, page, brand } = frame(row);
    return linkPageResponse(
      c,
      page(
        i18n._("Confirm your preregistration"),
        [
          i18n._("Press the button to confirm {email} for the launch of {brand} in China.", {
            email: row.email,
            brand: brand.name,
          }),
        ],
        [{ label: i18n._("Confirm my address") }],
      ),
    );
  });

  routes.post(preregistrationPaths.confirm, guard, async (c) => {
    const { tokenHash, locale } = linkRequest(c);
    const outcome = tokenHash
      ? await subscriptions.confirm(tokenHash, confirmLinkLifetimeMs)
      : undefined;
    if (!outcome?.row) return unknownLinkPage(c, locale, main.name, brandSiteOrigin(main));
    if (outcome.result === "confirmed-now") onConfirmed?.(outcome.row, c);
    const state = outcome.result === "confirmed-now" ? "confirmed" : outcome.result;
    return linkPageResponse(c, stateAnswer(outcome.row, state));
  });

  routes.get(preregistrationPaths.cancel, guard, async (c) => {
    const { tokenHash, locale } = linkRequest(c);
    const row = tokenHash && (await subscriptions.byCancelToken(tokenHash));
    if (!row) return unknownLinkPage(c, locale, main.name, brandSiteOrigin(main));
    if (row.state === "unsubscribed") return linkPageResponse(c, stateAnswer(row, "unsubscribed"));
    const { i18n, page } = frame(row);
    return linkPageResponse(
      c,
      page(
        i18n._("Cancel your preregistration?"),
        [
          i18n._(
            "We will not e-mail {email} about the launch, and the 3-month fee discount coupon will not be sent.",
            { email: row.email },
          ),
        ],
        [{ label: i18n._("Cancel my preregistration") }],
      ),
    );
  });

  // Also the one-click unsubscribe (RFC 8058) mail clients send to the List-Unsubscribe address.
  routes.post(preregistrationPaths.cancel, guard, async (c) => {
    const { tokenHash, locale } = linkRequest(c);
    const withdraw = (trx: Kysely<ApiSchema>, id: number) =>
      outbox.withdraw(subscriptionTopic(id), trx);
    const outcome = tokenHash ? await subscriptions.cancel(tokenHash, withdraw) : undefined;
    if (!outcome?.row) return unknownLinkPage(c, locale, main.name, brandSiteOrigin(main));
    return linkPageResponse(c, stateAnswer(outcome.row, "unsubscribed"));
  });

  return routes;
}
