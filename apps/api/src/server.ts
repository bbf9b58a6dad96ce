import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { developmentCaptchaKey } from "./captcha/captchaConfig";
import { readConfig } from "./config";
import { createApp } from "./createApp";
import { openDatabase } from "./database/openDatabase";
import { gracefulShutdown } from "./http/gracefulShutdown";
import { logger } from "./observability/logger";
import { serverTimeouts } from "./http/serverTimeouts";
import { watchPriceAlerts } from "./alerts/alertWatcher";
import { startOutboxSender } from "./outbox/startOutboxSender";
import { createPrices, priceProviderFor } from "./prices/createPrices";

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
const outbox = startOutboxSender(database, config.mail);
const alerts = watchPriceAlerts({
  db: database,
  prices: prices.service,
  publicUrl: config.mail.publicUrl,
  onMailQueued: outbox.wake,
});
const app = createApp({
  db: database,
  config,
  prices,
  onMailQueued: outbox.wake,
});
const where = config.databaseUrl ? "PostgreSQL" : `database ${config.databasePath}`;

const server = serve({ fetch: app.fetch, port: config.port, serverOptions: timeouts }, () => {
  console.log(`API on http://localhost:${config.port} (${where})`);
  if (config.captcha.hmacKey === developmentCaptchaKey)
    logger.warn(
      { event: "captcha.development_key" },
      "Captcha: challenges signed with the public development key; set CAPTCHA_HMAC_KEY in production",
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
