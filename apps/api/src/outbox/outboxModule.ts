import { daysBefore, deletedRows, type RetentionRules } from "../retention/retentionRules";
import { retentionPeriods } from "../retention/retentionPeriods";
import { readOutboxGauges } from "./outboxMetrics";
import { outboxMigrations } from "./outboxTables";

/** The outbox in the API's list (src/features.ts): its table, its gauges, what it deletes. */
export const outboxModule = {
  name: "outbox",
  migrations: outboxMigrations,
  gauges: readOutboxGauges,
  retention: {
    endedMessages: (trx, at) =>
      deletedRows(
        trx
          .deleteFrom("outbox_messages")
          .where("state", "in", ["sent", "failed", "withdrawn"])
          .where("created_at", "<", daysBefore(at, retentionPeriods.endedMessagesDays)),
      ),
  } satisfies RetentionRules,
};
