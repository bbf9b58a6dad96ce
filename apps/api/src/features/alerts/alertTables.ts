import type { Generated } from "kysely";
import type { Migrations } from "../../database/migrations";
import { alertCheckIndexMigration } from "./alertCheckIndexMigration";

/**
 * A target-price alert: one e-mail when the buy price crosses the target, then it ends. Made by
 * the outbox's migration 0004 (outbox/outboxTables.ts).
 */
export interface PriceAlertTable {
  id: Generated<number>;
  email: string;
  brand: string;
  locale: string;
  metal: string;
  currency: string;
  direction: "above" | "below";
  /** Whole cents, so the crossing test is exact. */
  target_cents: number;
  /** The site the alert was set on, where "set it again" leads. */
  site_origin: string;
  state: "pending" | "active" | "triggered" | "cancelled";
  confirm_token_hash: string;
  cancel_token_hash: string;
  /** The token of the triggered e-mail's "stop all alerts" link, made when it is written. */
  stop_token_hash: string | null;
  consent_source: string;
  consent_wording: string;
  created_at: string;
  confirmed_at: string | null;
  triggered_at: string | null;
  triggered_price_cents: number | null;
  ended_at: string | null;
}

declare module "../../database/schema" {
  interface ApiSchema {
    price_alerts: PriceAlertTable;
  }
}

/** Migration 0008, the index each quote's check reads. */
export const alertMigrations: Migrations = (engine) => ({
  "0008_alert_check_index": alertCheckIndexMigration(engine),
});
