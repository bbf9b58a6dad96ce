import type { Kysely, Selectable } from "kysely";
import type { EmailSubscriptionTable } from "./preregistrationTables";
import type { ApiDatabase } from "../../database/openDatabase";
import type { ApiSchema } from "../../database/schema";

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

/** The topic outbox messages about one subscription carry, so cancelling withdraws them. */
export const subscriptionTopic = (id: number) => `subscription:${id}`;

/**
 * Consents given by double opt-in: pending until the confirm link is followed, then confirmed
 * (with the time, the page and the wording recorded) until the cancel link is followed.
 */
export function subscriptionStore({ db, engine }: ApiDatabase, now: () => Date = () => new Date()) {
  return {
    /**
     * A new pending subscription, or the existing one (pending or cancelled) renewed with fresh
     * tokens, if `mayMail` allows its confirmation e-mail now; a confirmed one is left alone. Runs
     * in the caller's transaction; resolves to the subscription's id when its e-mail is to be
     * written, undefined when nothing is.
     */
    async request(
      trx: Kysely<ApiSchema>,
      request: SubscriptionRequest,
      mayMail: () => Promise<boolean>,
    ): Promise<number | undefined> {
      const at = now().toISOString();
      let existing = trx
        .selectFrom("email_subscriptions")
        .select(["id", "state"])
        .where("email", "=", request.email)
        .where("brand", "=", request.brand)
        .where("purpose", "=", request.purpose);
      if (engine === "postgres") existing = existing.forUpdate();
      const row = await existing.executeTakeFirst();
      if (row?.state === "confirmed" || !(await mayMail())) return undefined;
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
      if (row) {
        await trx.updateTable("email_subscriptions").set(fresh).where("id", "=", row.id).execute();
        return Number(row.id);
      }
      // A concurrent first request for the address (its e-mail allowed too) may have won the key.
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
      return inserted ? Number(inserted.id) : undefined;
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
