import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { composeFeatures } from "./composeFeatures";
import { readConfig } from "./config";
import { createApp } from "./createApp";
import { connectDatabase, migrateDatabase } from "./database/openDatabase";
import { apiSchema } from "./features";
import { developmentCaptchaKey } from "./features/captcha/captchaConfig";
import type { PriceConfig } from "./features/prices/priceConfig";
import { gracefulShutdown } from "./http/gracefulShutdown";
import { readinessState } from "./http/readiness";
import { answeringRequests } from "./http/requestsInFlight";
import { serverTimeouts } from "./http/serverTimeouts";
import { logger } from "./observability/logger";

/** Requests still running this long after SIGTERM are cut, so a stuck one cannot hold a deploy. */
const shutdownGraceMs = 10_000;

const config = readConfig();
const timeouts = serverTimeouts();
const location = { url: config.databaseUrl, path: config.databasePath };
const database = connectDatabase(location);
// Listening before migrating: the probes answer from the start (`/readyz` 503 until migrated,
// which can take a while when another instance holds the migration lock).
const readiness = readinessState("starting");
const features = composeFeatures({ db: database, config, now: Date.now });
/** What starts once the database is migrated. */
let jobs: ReturnType<typeof features.startJobs> | undefined;
const app = createApp({ db: database, config, features, readiness });
const where = config.databaseUrl ? "PostgreSQL" : `database ${config.databasePath}`;

let server!: Server;
await new Promise<void>((resolve) => {
  server = serve(
    { fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: timeouts },
    () => resolve(),
  ) as Server;
});
logger.info(
  { event: "api.listening", host: config.host ?? "every interface", port: config.port },
  `Listening on ${config.host ?? "every interface"}, port ${config.port}; migrating the database`,
);

const shutDown = gracefulShutdown(server, {
  graceMs: shutdownGraceMs,
  onClosed: async (error) => {
    await jobs?.stop();
    // Also when the jobs never started: requests may have set a refresh going.
    await features.prices.stop();
    await database.close();
    logger.info({ event: "api.stop", exitCode: error ? 1 : 0 }, "API stopped");
    process.exit(error ? 1 : 0);
  },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    logger.info(
      { event: "api.stopping", signal },
      `${signal}: finishing requests in flight, then closing`,
    );
    readiness.stopping();
    shutDown();
  });
}

try {
  await migrateDatabase(database, location, apiSchema);
} catch (error) {
  logger.fatal({ event: "api.start_failed", err: error }, "Database migrations failed");
  process.exit(1);
}
readiness.migrated();
// A signal during the migrations: the shutdown is under way, nothing more starts.
if (readiness.phase === "serving") {
  jobs = features.startJobs({ busy: answeringRequests, sendingGraceMs: shutdownGraceMs });
}
// Test harnesses and benches wait for "API on": the instance is migrated and serving.
logger.info(
  {
    event: "api.start",
    port: config.port,
    engine: database.engine,
    captcha: config.captcha.hmacKey === developmentCaptchaKey ? "development key" : "own key",
    outboxSender: config.mail.sending,
    priceProviders: config.prices.providers.map((provider) => provider.kind),
    startupMs: Math.round(performance.now()),
  },
  `API on http://localhost:${config.port} (${where})`,
);
if (config.captcha.hmacKey === developmentCaptchaKey)
  logger.warn(
    { event: "captcha.development_key" },
    "Captcha: challenges signed with the public development key; set CAPTCHA_HMAC_KEY in production",
  );
logger.info(
  { event: "api.config" },
  config.mail.sending
    ? `E-mail: outbox sender on, SMTP ${config.mail.smtpUrl.replace(/\/\/[^@/]*@/, "//")}`
    : "E-mail: outbox sender off (OUTBOX_SENDER=off); messages wait in the outbox",
);
logger.info(
  { event: "api.config" },
  config.prices.providers[0]!.kind === "development"
    ? `Prices: development provider (demonstration prices, not market prices)${developmentDemonstration(config.prices)}`
    : `Prices: ${config.prices.providers.map((provider) => provider.kind).join(", then ")}`,
);

/** What a development demonstration changes, said at start so no one takes it for a fault. */
function developmentDemonstration({ developmentLagMs, developmentClockStart }: PriceConfig) {
  return [
    developmentClockStart === undefined
      ? ""
      : `, on a clock started at ${new Date(developmentClockStart).toISOString()}`,
    developmentLagMs ? `, quoting ${developmentLagMs / 1000} s behind it (a delayed feed)` : "",
  ].join("");
}
