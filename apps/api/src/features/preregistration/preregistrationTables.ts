import type { Generated } from "kysely";

/**
 * Consent to marketing e-mail (the China launch preregistration), given by double opt-in. Made by
 * the outbox's migration 0004 (outbox/outboxTables.ts).
 */
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

declare module "../../database/schema" {
  interface ApiSchema {
    email_subscriptions: EmailSubscriptionTable;
  }
}
