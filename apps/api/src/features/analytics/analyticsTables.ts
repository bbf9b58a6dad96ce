import type { Migrations } from "../../database/migrations";
import { analyticsMigration } from "./analyticsMigration";

/**
 * The first-party counts (migration 0011): one row per business day and dimensions, its `count`
 * only ever added to. No column can hold an address, a user agent or an identifier.
 */
interface AnalyticsDailyCountTable {
  /** The business day, Australia/Sydney (YYYY-MM-DD). */
  date: string;
  site: string;
  event: string;
  page: string;
  language: string;
  source: string;
  /** Empty when the landing address had no `utm_medium`. */
  medium: string;
  /** Empty when the landing address had no `utm_campaign`. */
  campaign: string;
  device: string;
  count: number;
}

/**
 * Each batch of counts an instance has written, by its id, in the transaction that wrote it: a
 * batch retried after a failure that did commit is recognised and not added twice.
 */
interface AnalyticsFlushTable {
  id: string;
  /** When it was written (ISO 8601); kept a week, far longer than any retry. */
  flushed_at: string;
}

declare module "../../database/schema" {
  interface ApiSchema {
    analytics_daily_counts: AnalyticsDailyCountTable;
    analytics_flushes: AnalyticsFlushTable;
  }
}

/** The counts' migration, by the name the database records. */
export const analyticsMigrations: Migrations = () => ({
  "0011_analytics_daily_counts": analyticsMigration,
});
