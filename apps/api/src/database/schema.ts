import type { Generated } from "kysely";
import type {
  EmailSubscriptionTable,
  OutboxMessageTable,
  PriceAlertTable,
  UnconfirmedMailRecipientTable,
} from "./mailSchema";
import type { PriceLeaseTable, PriceProviderUsageTable, PriceQuoteTable } from "./priceSchema";
import type { ReferencePriceTable } from "../reference/referenceSchema";
import type { AnalyticsTables } from "../features/analytics/analyticsFeature";

/** The tables the API keeps, as Kysely sees them (the same on SQLite and PostgreSQL). */
export interface ApiSchema extends AnalyticsTables {
  contact_requests: {
    id: Generated<number>;
    created_at: string;
    email: string;
    message: string;
    source: string;
    first_name: string;
    last_name: string;
    full_name: string;
    referral_payload: string | null;
    hostname: string;
    locale: string;
  };
  referral_codes: { code: string };
  /** The first answer to each Idempotency-Key, so a repeat gets it again instead of a second row. */
  idempotency_keys: {
    key: string;
    /** Method and route the key was first used on; null only for keys stored before 0009. */
    call: string | null;
    /** SHA-256 of the body it was first used with (base64url); null as `call`. */
    fingerprint: string | null;
    status: number;
    body: string;
    created_at: string;
  };
  /** Shared fixed-window counters (PostgreSQL), so a limit holds across instances. */
  rate_limit_windows: {
    client_key: string;
    window_start: number;
    count: number;
  };
  /** Captcha challenges already solved, kept until they expire, so each is accepted once. */
  spent_captcha_solutions: {
    challenge_id: string;
    /** Epoch milliseconds: after this the challenge is refused as expired and the row pruned. */
    expires_at: number;
  };
  outbox_messages: OutboxMessageTable;
  email_subscriptions: EmailSubscriptionTable;
  price_alerts: PriceAlertTable;
  unconfirmed_mail_recipients: UnconfirmedMailRecipientTable;
  /** Daily closes per price source, metal, currency and trading day (one row each, never two). */
  price_closes: {
    source: string;
    metal: string;
    currency: string;
    date: string;
    close: number;
    recorded_at: string;
  };
  price_quotes: PriceQuoteTable;
  price_leases: PriceLeaseTable;
  price_provider_usage: PriceProviderUsageTable;
  reference_prices: ReferencePriceTable;
}
