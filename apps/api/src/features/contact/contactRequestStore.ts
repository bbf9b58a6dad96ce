import type { ContactRequest, StoredContactRequest } from "@gw/api-client/schemas";
import type { Kysely } from "kysely";
import type { ApiDatabase } from "../../database/openDatabase";
import type { ApiSchema } from "../../database/schema";

export interface ContactRequestFilter {
  email?: string;
  limit: number;
}

/** Stored contact requests. The captcha token is not kept: it is spent once verified. */
export function contactRequestStore({ db }: ApiDatabase, now: () => Date = () => new Date()) {
  return {
    /** One INSERT: a request is stored whole or not at all. `within` lets a transaction run it. */
    async add(request: ContactRequest, within: Kysely<ApiSchema> = db): Promise<number> {
      const row = await within
        .insertInto("contact_requests")
        .values({
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
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async list({ email, limit }: ContactRequestFilter): Promise<StoredContactRequest[]> {
      let query = db.selectFrom("contact_requests").selectAll().orderBy("id", "desc").limit(limit);
      if (email !== undefined) query = query.where("email", "=", email);
      const rows = await query.execute();
      return rows.map((row) => ({
        ...row,
        id: Number(row.id),
        referral_payload: row.referral_payload === null ? null : JSON.parse(row.referral_payload),
      })) as StoredContactRequest[];
    },
  };
}

export type ContactRequestStore = ReturnType<typeof contactRequestStore>;
