import type { Kysely, Selectable } from "kysely";
import type { OutboxMessageTable } from "./outboxTables";
import type { ApiDatabase } from "../database/openDatabase";
import type { ApiSchema } from "../database/schema";

/**
 * A message to be written: who it goes to, in which brand and language, and the fields its kind's
 * template renders when it is sent (JSON).
 */
export interface OutboxDraft {
  messageId: string;
  kind: string;
  brand: string;
  locale: string;
  recipient: string;
  replyTo?: string;
  fields: string;
  topic?: string;
}

export type OutboxMessage = Selectable<OutboxMessageTable>;

/**
 * The outbox table. `enqueue` runs inside the caller's transaction, so a message exists exactly
 * when what caused it was stored. A message's body (its fields, with the raw tokens of its links,
 * and its Reply-To) is erased in the update that ends it: sent, failed or withdrawn. The sender's updates name the claim that holds the row
 * (`lease_owner`), so a sender whose lease ran out can no longer change a row another reclaimed.
 */
export function outboxStore({ db, engine }: ApiDatabase, now: () => Date = () => new Date()) {
  const iso = () => now().toISOString();
  const erased = { fields: null, reply_to: null };
  const byClaim = (id: number, owner: string) =>
    db
      .updateTable("outbox_messages")
      .where("id", "=", id)
      .where("lease_owner", "=", owner)
      .where("state", "=", "sending");

  return {
    async enqueue(draft: OutboxDraft, within: Kysely<ApiSchema> = db): Promise<void> {
      const at = iso();
      await within
        .insertInto("outbox_messages")
        .values({
          message_id: draft.messageId,
          kind: draft.kind,
          brand: draft.brand,
          locale: draft.locale,
          recipient: draft.recipient,
          reply_to: draft.replyTo ?? null,
          fields: draft.fields,
          topic: draft.topic ?? null,
          state: "pending",
          attempts: 0,
          next_attempt_at: at,
          created_at: at,
        })
        .execute();
    },

    /**
     * Takes up to `limit` messages that are due, or whose sender's lease ran out, for `owner` until
     * `leaseMs` from now. One statement: on PostgreSQL `FOR UPDATE SKIP LOCKED` lets instances
     * claim side by side without ever taking the same row; SQLite runs one writer at a time.
     */
    async claim(owner: string, limit: number, leaseMs: number): Promise<OutboxMessage[]> {
      const at = iso();
      return db
        .updateTable("outbox_messages")
        .set((eb) => ({
          state: "sending",
          lease_owner: owner,
          lease_until: new Date(now().getTime() + leaseMs).toISOString(),
          attempts: eb("attempts", "+", 1),
        }))
        .where("id", "in", (eb) => {
          const due = eb
            .selectFrom("outbox_messages")
            .select("id")
            .where((row) =>
              row.or([
                row.and([row("state", "=", "pending"), row("next_attempt_at", "<=", at)]),
                row.and([row("state", "=", "sending"), row("lease_until", "<=", at)]),
              ]),
            )
            .orderBy("id")
            .limit(limit);
          return engine === "postgres" ? due.forUpdate().skipLocked() : due;
        })
        .returningAll()
        .execute();
    },

    async markSent(id: number, owner: string): Promise<boolean> {
      const result = await byClaim(id, owner)
        .set({
          ...erased,
          state: "sent",
          sent_at: iso(),
          lease_owner: null,
          lease_until: null,
          last_error: null,
        })
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async markRetry(id: number, owner: string, error: string, retryAt: Date): Promise<void> {
      await byClaim(id, owner)
        .set({
          state: "pending",
          next_attempt_at: retryAt.toISOString(),
          last_error: error,
          lease_owner: null,
          lease_until: null,
        })
        .execute();
    },

    async markFailed(id: number, owner: string, error: string): Promise<void> {
      await byClaim(id, owner)
        .set({
          ...erased,
          state: "failed",
          last_error: error,
          lease_owner: null,
          lease_until: null,
        })
        .execute();
    },

    /** An unsubscribe: whatever on `topic` has not started sending is never sent. */
    async withdraw(topic: string, within: Kysely<ApiSchema> = db): Promise<void> {
      await within
        .updateTable("outbox_messages")
        .set({ ...erased, state: "withdrawn" })
        .where("topic", "=", topic)
        .where("state", "=", "pending")
        .execute();
    },
  };
}

export type OutboxStore = ReturnType<typeof outboxStore>;
