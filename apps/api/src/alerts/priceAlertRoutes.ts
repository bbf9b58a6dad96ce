import {
  priceAlertRequestSchema,
  type ContactResponse,
  type PriceAlertRequest,
  type PriceCurrency,
  type PriceMetal,
} from "@gw/api-client/schemas";
import { formatMoney } from "@gw/i18n/money";
import { Hono, type MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import { captchaRefused } from "../captcha/captchaRefused";
import type { CaptchaVerifier } from "../captcha/captchaVerifier";
import type { IdempotencyStore } from "../database/idempotencyStore";
import type { ApiSchema } from "../database/schema";
import { apiError } from "../http/apiError";
import { readJsonBody } from "../http/readJsonBody";
import { mailI18n } from "../mail/mailI18n";
import { requestSite } from "../mail/requestSite";
import { idempotencyKeyPattern, replay } from "../routes/contactRoutes";
import { priceAlertPaths } from "./priceAlertPaths";
import type { priceAlertMail } from "./priceAlertMail";

export interface PriceAlertRoutesOptions {
  prepare: ReturnType<typeof priceAlertMail>;
  idempotency: IdempotencyStore;
  captcha: CaptchaVerifier;
  guard: MiddlewareHandler;
  corsOrigins: readonly string[];
  /** The buy price now, when a recent quote is in hand (no price service: never). */
  currentAsk: (metal: PriceMetal, currency: PriceCurrency) => number | undefined;
  transaction: <T>(work: (trx: Kysely<ApiSchema>) => Promise<T>) => Promise<T>;
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
  idempotency,
  captcha,
  guard,
  corsOrigins,
  currentAsk,
  transaction,
  onMailQueued,
}: PriceAlertRoutesOptions) {
  const routes = new Hono();

  routes.post(priceAlertPaths.create, guard, async (c) => {
    const key = c.req.header("Idempotency-Key");
    if (key !== undefined && !idempotencyKeyPattern.test(key))
      return apiError(c, 400, "Idempotency-Key must be 8-128 letters, digits or _.:-");
    const body = await readJsonBody(c, priceAlertRequestSchema);
    if (!body.ok) return body.response;
    const answered = key === undefined ? undefined : await idempotency.find(key);
    if (answered && answered.status !== 0) return replay(c, answered);
    const verdict = await captcha.verify(body.value.token, { idempotencyKey: key });
    if (!verdict.ok) return captchaRefused(c, verdict.reason);
    const met = alreadyMet(body.value, currentAsk(body.value.metal, body.value.currency));
    if (met) return apiError(c, 400, met);

    const write = await prepare(
      body.value,
      requestSite(c.req.header("Origin"), body.value.hostname, corsOrigins),
    );
    const i18n = mailI18n(body.value.locale);
    const success: ContactResponse = {
      status: "success",
      message: i18n._("Check your inbox: we have sent you a link to confirm the alert."),
    };
    if (key === undefined) {
      await transaction(write);
    } else {
      const answer = await idempotency.once(key, async (trx) => {
        await write(trx);
        return { status: 201, body: JSON.stringify(success) };
      });
      if (answer.replayed) return replay(c, answer);
    }
    onMailQueued?.();
    return c.json(success, 201);
  });

  return routes;
}
