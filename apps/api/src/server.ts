import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createCaptcha } from "./captcha/createCaptcha";
import { readConfig } from "./config";
import { createApp } from "./createApp";
import { renderFeatureMail } from "./features";
import { openDatabase } from "./database/openDatabase";
import { gracefulShutdown } from "./http/gracefulShutdown";
import { answeringRequests } from "./http/requestsInFlight";
import { serverTimeouts } from "./http/serverTimeouts";
import { watchPriceAlerts } from "./alerts/alertWatcher";
import { startOutboxSender } from "./outbox/startOutboxSender";
import { createPrices, priceProviderFor } from "./prices/createPrices";
import { startRetention } from "./retention/retentionJob";

/** Requests still running this long after SIGTERM are cut, so a stuck one cannot hold a deploy. */
const shutdownGraceMs = 10_000;

const config = readConfig();
const timeouts = serverTimeouts();
const database = await openDatabase({ url: config.databaseUrl, path: config.databasePath });
const prices = createPrices({
  db: database,
  config: config.prices,
  provider: priceProviderFor(config.prices.provider),
});
const outbox = startOutboxSender(database, config.mail, renderFeatureMail, answeringRequests);
const alerts = watchPriceAlerts({
  db: database,
  prices: prices.service,
  publicUrl: config.mail.publicUrl,
  onMailQueued: outbox.wake,
});
const retention = startRetention(database);
const app = createApp({
  db: database,
  config,
  captcha: createCaptcha(config.captcha),
  prices,
  onMailQueued: outbox.wake,
});
const where = config.databaseUrl ? "PostgreSQL" : `database ${config.databasePath}`;

const server = serve({ fetch: app.fetch, port: config.port, serverOptions: timeouts }, () => {
  console.log(`API on http://localhost:${config.port} (${where})`);
  console.log(
    config.captcha.provider === "development"
      ? "Captcha: development provider; tokens from GET /v1/captcha/dev-token"
      : "Captcha: reCAPTCHA",
  );
  console.log(
    config.mail.sending
      ? `E-mail: outbox sender on, SMTP ${config.mail.smtpUrl.replace(/\/\/[^@/]*@/, "//")}`
      : "E-mail: outbox sender off (OUTBOX_SENDER=off); messages wait in the outbox",
  );
  console.log(
    config.prices.provider.kind === "development"
      ? "Prices: development provider (demonstration prices, not market prices)"
      : `Prices: ${config.prices.provider.kind} at ${config.prices.provider.baseUrl}`,
  );
  prices.start();
}) as Server;

const shutDown = gracefulShutdown(server, {
  graceMs: shutdownGraceMs,
  onClosed: async (error) => {
    await alerts.stop();
    await retention.stop();
    await prices.stop();
    // Deliveries under way may finish; one still stuck is sent again by whoever claims it next.
    await Promise.race([
      outbox.stop(),
      new Promise((resolve) => setTimeout(resolve, shutdownGraceMs)),
    ]);
    await database.close();
    process.exit(error ? 1 : 0);
  },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.log(`${signal}: finishing requests in flight, then closing`);
    shutDown();
  });
}
