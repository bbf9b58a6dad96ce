import type { ConfirmationEvent, CountedPage } from "@gw/api-client/counts";
import type { MiddlewareHandler } from "hono";
import type { ApiDatabase } from "../../database/openDatabase";
import { readAnalyticsConfig, type AnalyticsConfig } from "./analyticsConfig";
import { analyticsRoutes } from "./analyticsRoutes";
import { deviceOfUserAgent, siteOfOrigin } from "./confirmationDimensions";
import { countFlusher } from "./countFlusher";
import { countStore } from "./countStore";
import { notCounted } from "./notCounted";
import { sydneyDate } from "./sydneyDate";

export { analyticsMigration } from "./analyticsMigration";
export type { AnalyticsTables } from "./analyticsSchema";

/** The page each confirmation's form is on, so its funnel reads along one page. */
const confirmedOn: Record<ConfirmationEvent, CountedPage> = {
  "Preregistration confirmed": "CNY",
  "Price alert confirmed": "Live pricing",
};

/** What the API knows of a confirmation: the stored form's site and language, and the request. */
export interface Confirmation {
  /** The origin the form was sent from, as stored with the subscription or alert. */
  siteOrigin: string | null;
  locale: string;
  header: (name: string) => string | undefined;
}

/**
 * First-party counts (issue 45, docs/counts.md): the counting call, the owner's report, the
 * API's own confirmation events, and the job writing what each instance counted in memory.
 */
export function analyticsFeature({
  db,
  now,
  config = readAnalyticsConfig(process.env),
}: {
  db: ApiDatabase;
  now: () => Date;
  config?: AnalyticsConfig;
}) {
  const store = countStore(db, now);
  const flusher = countFlusher({ store });
  return {
    routes: (options: {
      guard: MiddlewareHandler;
      adminGuard: MiddlewareHandler;
      adminToken: string | undefined;
    }) => analyticsRoutes({ flusher, store, now, ...options }),

    /** Counts an address confirmed just now (not for Sec-GPC: 1 or a bot pressing the button). */
    countConfirmation(event: ConfirmationEvent, { siteOrigin, locale, header }: Confirmation) {
      if (notCounted(header)) return;
      flusher.add({
        date: sydneyDate(now()),
        site: siteOfOrigin(siteOrigin),
        event,
        page: confirmedOn[event],
        language: locale === "zh" ? "zh" : "en",
        // A link in our own e-mail: no campaign, no referring site.
        source: "direct",
        medium: "",
        campaign: "",
        device: deviceOfUserAgent(header("User-Agent")),
      });
    },

    /** Writes this instance's counts now (tests, and the report before it reads). */
    flush: () => flusher.flush(),

    /** The flush job; its `stop` writes what is left. */
    startJobs: () => flusher.start(config.flushEveryMs),
  };
}
