import type { ContactRequest, StoredContactRequest } from "@gw/api-client/schemas";
import type { ApiDatabase } from "./openDatabase";

interface ContactRequestRow extends Omit<StoredContactRequest, "referral_payload"> {
  referral_payload: string | null;
}

export interface ContactRequestFilter {
  email?: string;
  limit: number;
}

/** Stored contact requests. The captcha token is not kept: it is spent once verified. */
export function contactRequestStore(db: ApiDatabase, now: () => Date = () => new Date()) {
  const insert = db.prepare(
    `INSERT INTO contact_requests
       (created_at, email, message, source, first_name, last_name, full_name, referral_payload, hostname, locale)
     VALUES
       (@created_at, @email, @message, @source, @first_name, @last_name, @full_name, @referral_payload, @hostname, @locale)`,
  );
  const newestFirst = db.prepare(
    `SELECT id, created_at, email, message, source, first_name, last_name, full_name, referral_payload, hostname, locale
       FROM contact_requests
      WHERE @email IS NULL OR email = @email
      ORDER BY id DESC
      LIMIT @limit`,
  );

  return {
    /** One INSERT: a request is stored whole or not at all. */
    add(request: ContactRequest): number {
      const result = insert.run({
        created_at: now().toISOString(),
        email: request.email,
        message: request.message,
        source: request.source,
        first_name: request.first_name,
        last_name: request.last_name,
        full_name: request.full_name,
        referral_payload:
          request.referral_payload === null ? null : JSON.stringify(request.referral_payload),
        hostname: request.hostname,
        locale: request.locale,
      });
      return Number(result.lastInsertRowid);
    },
    list({ email, limit }: ContactRequestFilter): StoredContactRequest[] {
      const rows = newestFirst.all({ email: email ?? null, limit }) as ContactRequestRow[];
      return rows.map((row) => ({
        ...row,
        referral_payload: row.referral_payload === null ? null : JSON.parse(row.referral_payload),
      }));
    },
  };
}

export type ContactRequestStore = ReturnType<typeof contactRequestStore>;
