import type { Kysely } from "kysely";
import type { ApiSchema } from "../database/schema";

/**
 * Deletes, in the retention job's transaction, what one period (retentionPeriods.ts) says is no
 * longer needed at `at`, and says how many rows went.
 */
type RetentionRule = (trx: Kysely<ApiSchema>, at: Date) => Promise<number>;

/** A module's rules by what each deletes (`endedMessages`): the job's counts carry these names. */
export type RetentionRules = Record<string, RetentionRule>;

const dayMs = 24 * 60 * 60_000;

/** `days` before `at`, as the tables store times (ISO 8601, which compares as text). */
export const daysBefore = (at: Date, days: number) =>
  new Date(at.getTime() - days * dayMs).toISOString();

/** How many rows a delete removed. */
export const deletedRows = async (query: {
  executeTakeFirst(): Promise<{ numDeletedRows: bigint }>;
}) => Number((await query.executeTakeFirst()).numDeletedRows);
