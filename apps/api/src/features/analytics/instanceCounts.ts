import type { ConfirmationEvent, CountedPage } from "@gw/api-client/counts";
import type { ApiDatabase } from "../../database/openDatabase";
import type { AnalyticsConfig } from "./analyticsConfig";
import { deviceOfUserAgent, siteOfOrigin } from "./confirmationDimensions";
import { countFlusher } from "./countFlusher";
import { countStore } from "./countStore";
import { notCounted } from "./notCounted";
import { sydneyDate } from "./sydneyDate";

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
 * One instance's counts (docs/counts.md): added in memory by the counting call and by the
 * features whose e-mails confirm an address, written by the flush job. Built once per instance
 * (src/composeFeatures.ts), so every feature adds to the same memory.
 */
export function instanceCounts(db: ApiDatabase, now: () => Date, config: AnalyticsConfig) {
  const store = countStore(db, now);
  const flusher = countFlusher({ store });
  return {
    store,
    flusher,

    /** The flush job: every `ANALYTICS_FLUSH_MS`; its `stop` writes what is left. */
    startFlushing: () => flusher.start(config.flushEveryMs),

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
  };
}

export type InstanceCounts = ReturnType<typeof instanceCounts>;
