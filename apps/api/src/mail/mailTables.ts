import type { Migrations } from "../database/migrations";
import { mailAtSendMigration } from "./mailAtSendMigration";

/**
 * Addresses a form caused an e-mail to, by the SHA-256 of the lower-cased address, so an address
 * nobody has confirmed gets at most one such e-mail a day (across instances); kept a day.
 */
interface UnconfirmedMailRecipientTable {
  recipient_hash: string;
  last_sent_at: string;
}

declare module "../database/schema" {
  interface ApiSchema {
    unconfirmed_mail_recipients: UnconfirmedMailRecipientTable;
  }
}

/** Migration 0007, which also made an index on contact's requests by `created_at`. */
export const mailMigrations: Migrations = () => ({
  "0007_mail_at_send_and_retention": mailAtSendMigration,
});
