import type { Generated } from "kysely";

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

/**
 * Addresses a form caused an e-mail to, by the SHA-256 of the lower-cased address, so an address
 * nobody has confirmed gets at most one such e-mail a day (across instances); kept a day.
 */
export interface UnconfirmedMailRecipientTable {
  recipient_hash: string;
  last_sent_at: string;
}

/** Consent to marketing e-mail (the China launch preregistration), given by double opt-in. */
export interface EmailSubscriptionTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  brand: string;
  purpose: string;
  locale: string;
  state: "pending" | "confirmed" | "unsubscribed";
  /** SHA-256 of the tokens in the e-mail's links; the tokens themselves are never stored. */
  confirm_token_hash: string;
  cancel_token_hash: string;
  /** Where consent was asked (the site's origin) and which wording the visitor agreed to. */
  consent_source: string;
  consent_wording: string;
  created_at: string;
  confirmation_sent_at: string;
  /** When consent was given (the confirm link followed). */
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

/** A target-price alert: one e-mail when the buy price crosses the target, then it ends. */
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
