import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { ApiSchema } from "../database/schema";

/** How often a form may cause an e-mail to one address that nobody has confirmed. */
const unconfirmedMailEveryMs = 24 * 60 * 60_000;

const addressHash = (address: string) =>
  createHash("sha256").update(address.trim().toLowerCase()).digest("hex");

/**
 * At most one e-mail a day to an address nobody has confirmed, whatever caused it (a contact
 * acknowledgement, a confirmation request, the alert-limit notice): anyone can type any address
 * into a form, so the forms cannot be used to fill someone's inbox. Shared by every instance.
 */
export function unconfirmedMailLimit(now: () => Date) {
  return {
    /**
     * Whether an e-mail to `address` may be written now, in the caller's transaction; if so, it
     * counts from now. One statement: a concurrent request for the same address (on another
     * instance too) waits on the row, then finds it taken.
     */
    async claim(trx: Kysely<ApiSchema>, address: string): Promise<boolean> {
      const at = now();
      const row = await trx
        .insertInto("unconfirmed_mail_recipients")
        .values({ recipient_hash: addressHash(address), last_sent_at: at.toISOString() })
        .onConflict((conflict) =>
          conflict
            .column("recipient_hash")
            .doUpdateSet({ last_sent_at: at.toISOString() })
            .where(
              "unconfirmed_mail_recipients.last_sent_at",
              "<=",
              new Date(at.getTime() - unconfirmedMailEveryMs).toISOString(),
            ),
        )
        .returning("recipient_hash")
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type UnconfirmedMailLimit = ReturnType<typeof unconfirmedMailLimit>;
