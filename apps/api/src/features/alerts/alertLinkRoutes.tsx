import type { PriceAlertDirection, PriceCurrency, PriceMetal } from "@gw/api-client/schemas";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { ApiSchema } from "../../database/schema";
import type { LinkPageAction } from "../../emailLinks/LinkPage";
import { linkPageResponse } from "../../emailLinks/linkPageResponse";
import { linkRequest, sitePage, unknownLinkPage } from "../../emailLinks/linkRequest";
import { brands } from "@gw/brands";
import { brandSiteOrigin, mailVoiceOf } from "../../mail/mailVoice";
import { mailI18n } from "../../mail/mailI18n";
import { alertCondition } from "./alertCondition";
import type { OutboxStore } from "../../outbox/outboxStore";
import { alertTopic, type AlertStore, type PriceAlert } from "./alertStore";
import { priceAlertPaths } from "./priceAlertPaths";

export interface AlertLinkOptions {
  alerts: AlertStore;
  outbox: OutboxStore;
  limit: number;
  guard: MiddlewareHandler;
  /** Called once per alert, when its confirmation is recorded (the counts). */
  onConfirmed?: (alert: PriceAlert, c: Context) => void;
}

/** Which alerts a cancel covers: the form's button, else the link's own (`scope=all` in "stop all"). */
async function cancelScope(c: Context): Promise<"one" | "all"> {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  return (form.scope ?? c.req.query("scope")) === "all" ? "all" : "one";
}

/**
 * The pages a price alert e-mail's links open, in the alert's language. Opening one shows what it
 * will do; its buttons do it (a mail scanner that fetches every link changes nothing).
 */
export function alertLinkRoutes({ alerts, outbox, limit, guard, onConfirmed }: AlertLinkOptions) {
  const routes = new Hono();
  const main = brands.main;

  function frame(alert: PriceAlert) {
    const { brand, locale } = mailVoiceOf(alert);
    const i18n = mailI18n(locale);
    const condition = alertCondition(i18n, locale, {
      metal: alert.metal as PriceMetal,
      currency: alert.currency as PriceCurrency,
      direction: alert.direction as PriceAlertDirection,
      target: alert.target_cents / 100,
    });
    const page = (title: string, lines: string[], actions?: LinkPageAction[]) => ({
      locale,
      brandName: brand.name,
      title,
      lines,
      actions,
      back: {
        href: sitePage(alert.site_origin || brandSiteOrigin(brand), locale, "/live-pricing"),
        label: i18n._("Go to live prices"),
      },
    });
    const oncePromise = i18n._(
      "We will e-mail {email} once when the price crosses your target. Then the alert ends.",
      { email: alert.email },
    );
    const cancelAll = { label: i18n._("Cancel all my price alerts"), fields: { scope: "all" } };
    return {
      confirmQuestion: () =>
        page(
          i18n._("Confirm your price alert"),
          [condition, oncePromise],
          [{ label: i18n._("Confirm my alert") }],
        ),
      on: () => page(i18n._("Your price alert is on"), [condition, oncePromise]),
      ended: () =>
        page(
          i18n._("This price alert has ended"),
          [
            condition,
            i18n._("It was reached or cancelled. You can set a new one on our live prices page."),
          ],
          [cancelAll],
        ),
      expired: () =>
        page(i18n._("This link has expired"), [
          i18n._(
            "Confirmation links work for 7 days. Set the alert again on our live prices page.",
          ),
        ]),
      atLimit: () =>
        page(i18n._("You have as many price alerts as we keep"), [
          i18n._(
            "{email} already has {limit} active price alerts. Cancel one with the link in its e-mails, then confirm this one again.",
            { email: alert.email, limit },
          ),
        ]),
      cancelQuestion: () =>
        page(
          i18n._("Cancel this price alert?"),
          [condition],
          [{ label: i18n._("Cancel this alert"), fields: { scope: "one" } }, cancelAll],
        ),
      cancelled: (scope: "one" | "all") =>
        scope === "all"
          ? page(i18n._("All your price alerts are cancelled"), [
              i18n._("We will not send {email} any more price alerts.", { email: alert.email }),
            ])
          : page(i18n._("Your price alert is cancelled"), [
              condition,
              i18n._("We will not e-mail you about it."),
            ]),
    };
  }

  async function found(c: Context, lookup: (hash: string) => Promise<PriceAlert | undefined>) {
    const { tokenHash, locale } = linkRequest(c);
    const alert = tokenHash ? await lookup(tokenHash) : undefined;
    return { alert, notFound: () => unknownLinkPage(c, locale, main.name, brandSiteOrigin(main)) };
  }

  routes.get(priceAlertPaths.confirm, guard, async (c) => {
    const { alert, notFound } = await found(c, alerts.byConfirmToken);
    if (!alert) return notFound();
    const pages = frame(alert);
    if (alert.state === "active") return linkPageResponse(c, pages.on());
    if (alert.state !== "pending") return linkPageResponse(c, pages.ended());
    return linkPageResponse(c, pages.confirmQuestion());
  });

  routes.post(priceAlertPaths.confirm, guard, async (c) => {
    const { alert, notFound } = await found(c, alerts.byConfirmToken);
    if (!alert) return notFound();
    const pages = frame(alert);
    const outcome = await alerts.confirm(alert, limit);
    if (outcome === "confirmed-now") onConfirmed?.(alert, c);
    if (outcome === "confirmed-now" || outcome === "active") return linkPageResponse(c, pages.on());
    if (outcome === "expired") return linkPageResponse(c, pages.expired());
    if (outcome === "limit") return linkPageResponse(c, pages.atLimit());
    return linkPageResponse(c, pages.ended());
  });

  routes.get(priceAlertPaths.cancel, guard, async (c) => {
    const { alert, notFound } = await found(c, alerts.byCancelToken);
    if (!alert) return notFound();
    const pages = frame(alert);
    const open = alert.state === "pending" || alert.state === "active";
    return linkPageResponse(c, open ? pages.cancelQuestion() : pages.ended());
  });

  // Also the one-click unsubscribe (RFC 8058) mail clients send to the List-Unsubscribe address.
  routes.post(priceAlertPaths.cancel, guard, async (c) => {
    const { alert, notFound } = await found(c, alerts.byCancelToken);
    if (!alert) return notFound();
    const scope = await cancelScope(c);
    const withdraw = async (trx: Kysely<ApiSchema>, ids: number[]) => {
      for (const id of ids) await outbox.withdraw(alertTopic(id), trx);
    };
    await alerts.cancel(alert, scope, withdraw);
    return linkPageResponse(c, frame(alert).cancelled(scope));
  });

  return routes;
}
