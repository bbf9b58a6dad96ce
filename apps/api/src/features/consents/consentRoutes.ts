import { contactFieldLimits, emailPattern } from "@gw/api-client/schemas";
import { consentWordingText, type ConsentWordingText } from "@gw/content/consent-wordings";
import { Hono, type MiddlewareHandler } from "hono";
import * as v from "valibot";
import type { ApiDatabase } from "../../database/openDatabase";
import { apiError } from "../../http/apiError";
import { bearerTokenMatches } from "../../http/bearerTokenMatches";
import { readQuery } from "../../http/readQuery";

const consentQuerySchema = v.strictObject({
  email: v.pipe(
    v.string("email is required"),
    v.maxLength(
      contactFieldLimits.email,
      `email must be at most ${contactFieldLimits.email} characters`,
    ),
    v.regex(emailPattern, "email must be a valid e-mail address"),
  ),
});

export interface ConsentRoutesOptions {
  db: ApiDatabase;
  adminToken: string | undefined;
  /** The admin calls' own rate limit: every call counts, a wrong token's too. */
  adminGuard: MiddlewareHandler;
}

/**
 * `GET /v1/consents?email=` (admin): every consent the address gave or was asked for (the launch
 * list, price alerts), with when and where, and the archived text of each wording it names, in
 * English and Chinese: what the visitor agreed to, for an access request or a complaint.
 */
export function consentRoutes({ db: { db }, adminToken, adminGuard }: ConsentRoutesOptions) {
  const routes = new Hono();
  routes.get("/v1/consents", adminGuard, async (c) => {
    if (!adminToken) return apiError(c, 404, "Not found");
    if (!bearerTokenMatches(c.req.header("Authorization"), adminToken)) {
      c.header("WWW-Authenticate", 'Bearer realm="consents"');
      return apiError(c, 401, "A valid admin bearer token is required");
    }
    const query = readQuery(c, consentQuerySchema);
    if (!query.ok) return query.response;
    const email = query.value.email.toLowerCase();
    const [subscriptions, alerts] = await Promise.all([
      db
        .selectFrom("email_subscriptions")
        .selectAll()
        .where("email", "=", email)
        .orderBy("id")
        .execute(),
      db.selectFrom("price_alerts").selectAll().where("email", "=", email).orderBy("id").execute(),
    ]);
    const consents = [
      ...subscriptions.map((row) => ({
        kind: "preregistration" as const,
        brand: row.brand,
        purpose: row.purpose,
        state: row.state,
        locale: row.locale,
        source: row.consent_source,
        wording: row.consent_wording,
        requestedAt: row.confirmation_sent_at,
        confirmedAt: row.confirmed_at,
        endedAt: row.unsubscribed_at,
      })),
      ...alerts.map((row) => ({
        kind: "price_alert" as const,
        brand: row.brand,
        alert: {
          metal: row.metal,
          currency: row.currency,
          direction: row.direction,
          target: Number(row.target_cents) / 100,
        },
        state: row.state,
        locale: row.locale,
        source: row.consent_source,
        wording: row.consent_wording,
        requestedAt: row.created_at,
        confirmedAt: row.confirmed_at,
        endedAt: row.ended_at,
      })),
    ];
    const wordings: Record<string, Omit<ConsentWordingText, "label"> | null> = {};
    for (const { wording } of consents) {
      const text = consentWordingText(wording);
      wordings[wording] = text ? { en: text.en, zh: text.zh } : null;
    }
    return c.json({ email, consents, wordings });
  });
  return routes;
}
