import { retentionPeriods } from "../../retention/retentionPeriods";
import { daysBefore, deletedRows } from "../../retention/retentionRules";
import { monthsBefore } from "../../priceFeeds/calendarDates";
import { defineApiFeature } from "../apiFeature";
import { analyticsRoutes } from "./analyticsRoutes";
import { analyticsMigrations } from "./analyticsTables";
import { sydneyDate } from "./sydneyDate";

/**
 * First-party counts (issue 45, docs/counts.md): the counting call, the owner's report, and the
 * job writing what this instance counted in memory (`context.counts`, which the confirmations of
 * preregistration and price alerts add to as well). Kept 25 months.
 */
export const analyticsFeature = defineApiFeature({
  name: "analytics",
  migrations: analyticsMigrations,
  retention: {
    dailyCounts: (trx, at) =>
      deletedRows(
        trx
          .deleteFrom("analytics_daily_counts")
          .where("date", "<", monthsBefore(sydneyDate(at), retentionPeriods.dailyCountsMonths)),
      ),
    countBatches: (trx, at) =>
      deletedRows(
        trx
          .deleteFrom("analytics_flushes")
          .where("flushed_at", "<", daysBefore(at, retentionPeriods.countBatchesDays)),
      ),
  },
  routes: ({ counts, now, rateLimit, adminToken }) =>
    analyticsRoutes({
      flusher: counts.flusher,
      store: counts.store,
      now: () => new Date(now()),
      guard: rateLimit("analytics"),
      // One allowance for every admin call (the contact listing, the consents, the report).
      adminGuard: rateLimit("admin"),
      adminToken,
    }),
  jobs: ({ counts }) => counts.startFlushing(),
});
