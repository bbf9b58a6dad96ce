import type { Generated } from "kysely";
import type { Migrations } from "../database/migrations";
import { outboxAndAlertsMigration } from "./outboxAndAlertsMigration";

/**
 * Every e-mail the API sends, written in the transaction of the request (or price update) that
 * causes it, then delivered by the outbox sender. Times are ISO 8601 UTC strings, which compare
 * in time order as text on both engines.
 */
export interface OutboxMessageTable {
  id: Generated<number>;
  /** The Message-ID header, the same on every attempt, so a receiver can drop a redelivery. */
  message_id: string;
  /** What the message is, e.g. `contact_acknowledgement` (for counting and support). */
  kind: string;
  brand: string;
  locale: string;
  recipient: string;
  /** Erased (null) with `fields` when the message ends. */
  reply_to: string | null;
  /**
   * What the kind's template needs, as JSON, raw link tokens included: kept only while the
   * message may still be sent, erased (null) when it is sent, fails or is withdrawn.
   */
  fields: string | null;
  /** What an unsubscribe withdraws, e.g. `price_alert:12`; unsent messages on it are dropped. */
  topic: string | null;
  state: "pending" | "sending" | "sent" | "failed" | "withdrawn";
  /** Deliveries started, the current one included. */
  attempts: number;
  next_attempt_at: string;
  /** The claim that holds it while sending, and until when; an expired lease may be reclaimed. */
  lease_owner: string | null;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

declare module "../database/schema" {
  interface ApiSchema {
    outbox_messages: OutboxMessageTable;
  }
}

/**
 * Migration 0004, which also made the preregistration's `email_subscriptions` and the alerts'
 * `price_alerts` (their `*Tables.ts`); mail's 0007 moved the outbox to rendering at send.
 */
export const outboxMigrations: Migrations = (engine) => ({
  "0004_outbox_and_alerts": outboxAndAlertsMigration(engine),
});
