import { Hono } from "hono";
import type { ApiConfig } from "./config";
import type { ApiDatabase } from "./database/openDatabase";
import { apiFeatures, apiRetention, renderFeatureMail } from "./features";
import type { FeatureContext, RouteContext } from "./features/apiFeature";
import { instanceCounts } from "./features/analytics/instanceCounts";
import { proofOfWorkCaptcha } from "./features/captcha/proofOfWorkCaptcha";
import { spentSolutionStore } from "./features/captcha/spentSolutionStore";
import {
  createPrices,
  priceClock,
  priceProvidersFor,
  type CreatePricesOptions,
} from "./features/prices/createPrices";
import { idempotencyStore } from "./formSubmission/idempotencyStore";
import { formSubmission } from "./formSubmission/submitForm";
import { unconfirmedMailLimit } from "./mail/unconfirmedMailLimit";
import { outboxStore } from "./outbox/outboxStore";
import { startOutboxSender } from "./outbox/startOutboxSender";
import { startRetention } from "./retention/retentionJob";

export interface ComposeOptions {
  db: ApiDatabase;
  config: Pick<ApiConfig, "mail" | "captcha" | "corsOrigins" | "prices" | "analytics">;
  /** The API's clock, ms since the epoch; the prices run on it unless PRICE_DEVELOPMENT_CLOCK. */
  now: () => number;
  /** In place of the configured providers, the backoff's jitter and the prices' logger (tests). */
  prices?: Partial<Pick<CreatePricesOptions, "providers" | "random" | "logger">>;
}

/** What the process gives the jobs when it starts them. */
export interface JobOptions {
  /** Whether the process is answering requests (the sender renders when it is not). */
  busy: () => boolean;
  /** How long a stop waits for deliveries under way. */
  sendingGraceMs: number;
}

/**
 * The API's features on one instance: the pieces they share built once (the outbox, the form
 * submission with its captcha, the prices, the counts), then every feature of `apiFeatures` given them.
 * `createApp` mounts `routes` inside the HTTP layers; `server.ts` starts the jobs once the
 * database is migrated. Nothing here names a feature but the shared pieces.
 */
export function composeFeatures({ db, config, now: nowMs, prices: priceOptions }: ComposeOptions) {
  const now = () => new Date(nowMs());
  const priceNow = priceClock(config.prices, nowMs);
  const prices = createPrices({
    db,
    config: config.prices,
    providers: priceOptions?.providers ?? priceProvidersFor(config.prices, priceNow),
    now: priceNow,
    random: priceOptions?.random,
    logger: priceOptions?.logger,
  });
  const outbox = outboxStore(db, now);
  const captcha = proofOfWorkCaptcha({
    config: config.captcha,
    spent: spentSolutionStore(db, nowMs),
    now: nowMs,
  });
  const counts = instanceCounts(db, now, config.analytics);
  /** The sender once the jobs run; a request that queued e-mail wakes it. */
  let sender: ReturnType<typeof startOutboxSender> | undefined;
  const context: FeatureContext = {
    db,
    now: nowMs,
    mail: config.mail,
    corsOrigins: config.corsOrigins,
    outbox,
    unconfirmedMail: unconfirmedMailLimit(now),
    onMailQueued: () => sender?.wake(),
    submit: formSubmission({
      idempotency: idempotencyStore(db, now),
      captcha,
      transaction: (work) => db.db.transaction().execute(work),
    }),
    captcha,
    prices,
    counts,
  };

  return {
    /** This instance's prices (tests read their service, closes and recorder). */
    prices,
    /** This instance's counts in memory (tests write them as a stop does). */
    counts,

    routes(
      http: Pick<RouteContext, "rateLimit" | "instanceRateLimit" | "adminToken" | "pageOrigin">,
    ) {
      const routes = new Hono();
      for (const feature of apiFeatures)
        if (feature.routes) routes.route("/", feature.routes({ ...context, ...http }));
      return routes;
    },

    /** The background jobs: each feature's, the retention job and the outbox sender. */
    startJobs({ busy, sendingGraceMs }: JobOptions) {
      const sending = startOutboxSender(outbox, config.mail, renderFeatureMail, busy);
      sender = sending;
      const jobs = apiFeatures.flatMap((feature) => (feature.jobs ? [feature.jobs(context)] : []));
      const retention = startRetention(db, apiRetention);
      return {
        async stop() {
          for (const job of jobs) await job.stop();
          await retention.stop();
          // Deliveries under way may finish; one still stuck is sent again by whoever claims it.
          await Promise.race([
            sending.stop(),
            new Promise((resolve) => setTimeout(resolve, sendingGraceMs)),
          ]);
        },
      };
    },
  };
}

export type ComposedFeatures = ReturnType<typeof composeFeatures>;
