import {
  priceAlertRequestSchema,
  type ApiError,
  type ContactResponse,
  type PriceAlertRequest,
  type PriceCurrency,
  type PriceMetal,
} from "@gw/api-client/schemas";
import { formatMoney } from "@gw/i18n/money";
import { Hono, type MiddlewareHandler } from "hono";
import { jsonAnswer, type SubmitForm } from "../../formSubmission/submitForm";
import type { PageOrigin } from "../../http/pageOrigin";
import { readJsonBody } from "../../http/readJsonBody";
import { mailI18n } from "../../mail/mailI18n";
import { requestSite } from "../../mail/requestSite";
import { priceAlertPaths } from "./priceAlertPaths";
import type { priceAlertMail } from "./priceAlertMail";

export interface PriceAlertRoutesOptions {
  prepare: ReturnType<typeof priceAlertMail>;
  /** Carries out the call once: captcha, Idempotency-Key and what it stores, in one transaction. */
  submit: SubmitForm;
  guard: MiddlewareHandler;
  corsOrigins: readonly string[];
  /** The buy price now, when a recent quote is in hand. */
  currentAsk: (metal: PriceMetal, currency: PriceCurrency) => number | undefined;
  /** The page the alert was set on (the site its e-mails speak for). */
  pageOrigin: PageOrigin;
  onMailQueued?: () => void;
}

/** An alert whose target the price has already passed would fire at once: the visitor is told. */
function alreadyMet(request: PriceAlertRequest, ask: number | undefined): string | undefined {
  if (ask === undefined) return undefined;
  const crossed = request.direction === "above" ? ask > request.target : ask < request.target;
  if (!crossed) return undefined;
  const i18n = mailI18n(request.locale);
  const price = formatMoney(request.locale, request.currency, ask, { currencyDisplay: "code" });
  return request.direction === "above"
    ? i18n._(
        "The buy price is already above that, at {price}. Choose a higher price, or an alert for when it falls below.",
        { price },
      )
    : i18n._(
        "The buy price is already below that, at {price}. Choose a lower price, or an alert for when it rises above.",
        { price },
      );
}

/**
 * `POST /v1/price-alerts/`: validated, captcha-checked and idempotent like the contact call; the
 * alert and its e-mail are written in one transaction, and the answer never depends on what the
 * address already has.
 */
export function priceAlertRoutes({
  prepare,
  submit,
  guard,
  corsOrigins,
  currentAsk,
  pageOrigin,
  onMailQueued,
}: PriceAlertRoutesOptions) {
  const routes = new Hono();

  routes.post(priceAlertPaths.create, guard, async (c) => {
    const body = await readJsonBody(c, priceAlertRequestSchema);
    if (!body.ok) return body.response;
    const write = await prepare(
      body.value,
      requestSite(pageOrigin(c), body.value.hostname, corsOrigins),
    );
    const i18n = mailI18n(body.value.locale);
    const success: ContactResponse = {
      status: "success",
      message: i18n._("Check your inbox: we have sent you a link to confirm the alert."),
    };
    return submit(
      c,
      body.value.token,
      async (trx) => {
        // Decided after the captcha step, so kept under the key like a success.
        const met = alreadyMet(body.value, currentAsk(body.value.metal, body.value.currency));
        if (met) return jsonAnswer(400, { status: "error", message: met } satisfies ApiError);
        await write(trx);
        return jsonAnswer(201, success);
      },
      onMailQueued,
    );
  });

  return routes;
}
