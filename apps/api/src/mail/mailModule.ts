import { daysBefore, deletedRows, type RetentionRules } from "../retention/retentionRules";
import { retentionPeriods } from "../retention/retentionPeriods";
import { mailMigrations } from "./mailTables";

/** E-mail in the API's list (src/features.ts): who a form e-mailed, and when that is forgotten. */
export const mailModule = {
  name: "mail",
  migrations: mailMigrations,
  retention: {
    unconfirmedMailRecipients: (trx, at) =>
      deletedRows(
        trx
          .deleteFrom("unconfirmed_mail_recipients")
          .where(
            "last_sent_at",
            "<=",
            daysBefore(at, retentionPeriods.unconfirmedMailRecipientsDays),
          ),
      ),
  } satisfies RetentionRules,
};
