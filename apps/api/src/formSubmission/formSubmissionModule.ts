import { daysBefore, deletedRows, type RetentionRules } from "../retention/retentionRules";
import { retentionPeriods } from "../retention/retentionPeriods";
import { formSubmissionMigrations } from "./formSubmissionTables";

/** Form submission in the API's list (src/features.ts): the Idempotency-Keys and their end. */
export const formSubmissionModule = {
  name: "formSubmission",
  migrations: formSubmissionMigrations,
  retention: {
    idempotencyKeys: (trx, at) =>
      deletedRows(
        trx
          .deleteFrom("idempotency_keys")
          .where("created_at", "<", daysBefore(at, retentionPeriods.idempotencyKeysDays)),
      ),
  } satisfies RetentionRules,
};
