import type { Kysely, Selectable } from "kysely";
import type { EmailSubscriptionTable } from "../database/mailSchema";
import type { ApiDatabase } from "../database/openDatabase";
import type { ApiSchema } from "../database/schema";

export type EmailSubscription = Selectable<EmailSubscriptionTable>;

export interface SubscriptionRequest {
  email: string;
  brand: string;
  purpose: string;
  locale: string;
  consentSource: string;
  consentWording: string;
  confirmTokenHash: string;
  cancelTokenHash: string;
}

/** What asking again does, so a request cannot be used to flood someone's inbox. */
export type SubscriptionOutcome = "new" | "renewed" | "unchanged";

/** The topic outbox messages about one subscription carry, so cancelling withdraws them. */
export const subscriptionTopic = (id: number) => `subscription:${id}`;

/**
 * Consents given by double opt-in: pending until the confirm link is followed, then confirmed
 * (with the time, the page and the wording recorded) until the cancel link is followed.
 */
export function subscriptionStore({ db, engine }: ApiDatabase, now: () => Date = () => new Date()) {
  return {
    /**
     * A new pending subscription, or the existing one renewed with fresh tokens when its last
     * confirmation e-mail is older than `resendAfterMs` or it was cancelled. A confirmed one is left
     * alone. Runs in the caller's transaction; `id` is the subscription's.
     */
    async request(
      trx: Kysely<ApiSchema>,
      request: SubscriptionRequest,
      resendAfterMs: number,
    ): Promise<{ id: number; outcome: SubscriptionOutcome }> {
      const at = now().toISOString();
      const fresh = {
        locale: request.locale,
        state: "pending" as const,
        confirm_token_hash: request.confirmTokenHash,
        cancel_token_hash: request.cancelTokenHash,
        consent_source: request.consentSource,
        consent_wording: request.consentWording,
        confirmation_sent_at: at,
        confirmed_at: null,
        unsubscribed_at: null,
      };
      // A concurrent duplicate waits here on the unique key, then finds the row below.
      const inserted = await trx
        .insertInto("email_subscriptions")
        .values({
          ...fresh,
          email: request.email,
          brand: request.brand,
          purpose: request.purpose,
          created_at: at,
        })
        .onConflict((conflict) => conflict.columns(["email", "brand", "purpose"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (inserted) return { id: Number(inserted.id), outcome: "new" };

      let existing = trx
        .selectFrom("email_subscriptions")
        .selectAll()
        .where("email", "=", request.email)
        .where("brand", "=", request.brand)
        .where("purpose", "=", request.purpose);
      if (engine === "postgres") existing = existing.forUpdate();
      const row = await existing.executeTakeFirstOrThrow();
      const id = Number(row.id);
      const renew =
        row.state === "unsubscribed" ||
        (row.state === "pending" &&
          now().getTime() - Date.parse(row.confirmation_sent_at) >= resendAfterMs);
      if (!renew) return { id, outcome: "unchanged" };
      await trx.updateTable("email_subscriptions").set(fresh).where("id", "=", id).execute();
      return { id, outcome: "renewed" };
    },

    /** The subscription a confirm link names, confirmed if it was pending and not expired. */
    async confirm(tokenHash: string, expiresAfterMs: number) {
      const at = now();
      const row = await db
        .selectFrom("email_subscriptions")
        .selectAll()
        .where("confirm_token_hash", "=", tokenHash)
        .executeTakeFirst();
      if (!row) return { result: "unknown" as const };
      if (row.state === "confirmed" || row.state === "unsubscribed")
        return { result: row.state, row };
      if (at.getTime() - Date.parse(row.confirmation_sent_at) > expiresAfterMs)
        return { result: "expired" as const, row };
      const updated = await db
        .updateTable("email_subscriptions")
        .set({ state: "confirmed", confirmed_at: at.toISOString() })
        .where("id", "=", row.id)
        .where("state", "=", "pending")
        .executeTakeFirst();
      return {
        result: updated.numUpdatedRows > 0n ? ("confirmed-now" as const) : ("confirmed" as const),
        row,
      };
    },

    /** Unsubscribes at once, in the same transaction as withdrawing its unsent e-mails. */
    async cancel(
      tokenHash: string,
      withdraw: (trx: Kysely<ApiSchema>, id: number) => Promise<void>,
    ) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("email_subscriptions")
          .selectAll()
          .where("cancel_token_hash", "=", tokenHash)
          .executeTakeFirst();
        if (!row) return { result: "unknown" as const };
        if (row.state === "unsubscribed") return { result: "cancelled" as const, row };
        await trx
          .updateTable("email_subscriptions")
          .set({ state: "unsubscribed", unsubscribed_at: now().toISOString() })
          .where("id", "=", row.id)
          .execute();
        await withdraw(trx, Number(row.id));
        return { result: "cancelled-now" as const, row };
      });
    },

    /** The subscription a cancel link names, to show before it is followed. */
    byCancelToken: (tokenHash: string) =>
      db
        .selectFrom("email_subscriptions")
        .selectAll()
        .where("cancel_token_hash", "=", tokenHash)
        .executeTakeFirst(),
    byConfirmToken: (tokenHash: string) =>
      db
        .selectFrom("email_subscriptions")
        .selectAll()
        .where("confirm_token_hash", "=", tokenHash)
        .executeTakeFirst(),
  };
}

export type SubscriptionStore = ReturnType<typeof subscriptionStore>;
