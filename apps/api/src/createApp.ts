import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { captchaRoutes } from "./captcha/captchaRoutes";
import { proofOfWorkCaptcha } from "./captcha/proofOfWorkCaptcha";
import { spentSolutionStore } from "./captcha/spentSolutionStore";
import type { ApiConfig } from "./config";
import { contactRequestStore } from "./database/contactRequestStore";
import type { ApiDatabase } from "./database/openDatabase";
import { referralCodeStore } from "./database/referralCodeStore";
import { apiError } from "./http/apiError";
import { clientAddress } from "./http/clientAddress";
import { idempotencyStore } from "./database/idempotencyStore";
import { mailServices } from "./mail/mailServices";
import { rateLimit } from "./http/rateLimit";
import { sharedRateLimit } from "./http/sharedRateLimit";
import type { Prices } from "./prices/createPrices";
import { logger } from "./observability/logger";
import { priceRoutes } from "./prices/priceRoutes";
import { contactRoutes } from "./routes/contactRoutes";
import { referralRoutes } from "./routes/referralRoutes";

export interface AppDependencies {
  db: ApiDatabase;
  config: Pick<
    ApiConfig,
    | "adminToken"
    | "rateLimitPerMinute"
    | "bodyLimitBytes"
    | "corsOrigins"
    | "trustProxy"
    | "mail"
    | "captcha"
  >;
  /** The price service and recorded closes (`/v1/prices/*`); absent, those calls are 404. */
  prices?: Pick<Prices, "service" | "closes">;
  now?: () => number;
  /** Who counts as one client for rate limits; the caller's address unless replaced (tests). */
  clientKey?: (c: Context) => string;
  /** Told when a request has queued e-mail (the outbox sender's `wake`). */
  onMailQueued?: () => void;
}

/** The local reference API of contract.md "Local API". */
export function createApp({
  db,
  config,
  prices,
  now = Date.now,
  clientKey,
  onMailQueued,
}: AppDependencies) {
  const remoteAddress = (c: Context) => clientAddress(c, config.trustProxy);
  // With PostgreSQL several instances share one database, so the limit lives there too.
  const perMinute = (scope: string) =>
    db.engine === "postgres"
      ? sharedRateLimit({
          database: db,
          scope,
          limit: config.rateLimitPerMinute,
          windowMs: 60_000,
          clientKey: clientKey ?? remoteAddress,
          now,
        })
      : rateLimit({
          limit: config.rateLimitPerMinute,
          windowMs: 60_000,
          clientKey: clientKey ?? remoteAddress,
          now,
        });

  const app = new Hono();
  app.use(
    "*",
    cors({
      origin: (origin) => (config.corsOrigins.includes(origin) ? origin : null),
      allowMethods: ["GET", "POST", "OPTIONS"],
      allowHeaders: ["Content-Type", "Accept", "Idempotency-Key"],
      maxAge: 600,
    }),
  );
  app.use(
    "*",
    bodyLimit({
      maxSize: config.bodyLimitBytes,
      onError: (c) => apiError(c, 413, `Body is larger than ${config.bodyLimitBytes} bytes`),
    }),
  );

  const captcha = proofOfWorkCaptcha({
    config: config.captcha,
    spent: spentSolutionStore(db, now),
    now,
  });
  const mail = mailServices({
    db,
    config: config.mail,
    corsOrigins: config.corsOrigins,
    now: () => new Date(now()),
  });

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.route(
    "/",
    contactRoutes({
      store: contactRequestStore(db, () => new Date(now())),
      idempotency: idempotencyStore(db, () => new Date(now())),
      captcha,
      adminToken: config.adminToken,
      guard: perMinute("contact"),
      adminGuard: perMinute("admin"),
      mail: mail.contact,
      transaction: (work) => db.db.transaction().execute(work),
      onMailQueued,
    }),
  );
  app.route(
    "/",
    mail.routes({
      alertGuard: perMinute("price-alerts"),
      linkGuard: perMinute("email-links"),
      captcha,
      idempotency: idempotencyStore(db, () => new Date(now())),
      currentAsk: (metal, currency) => {
        const quote = prices?.service.latest(currency);
        // Only a recent price may refuse a target as already reached.
        return quote && now() - quote.receivedAt < 15 * 60_000
          ? quote.metals[metal].ask
          : undefined;
      },
      onMailQueued,
    }),
  );
  app.route("/", referralRoutes(referralCodeStore(db), perMinute("referral")));
  app.route("/", captchaRoutes(captcha, perMinute("captcha")));
  if (prices) {
    // Per instance, in memory: a shared (database) limit would cost a write per cached read.
    const historyGuard = rateLimit({
      limit: config.rateLimitPerMinute,
      windowMs: 60_000,
      clientKey: clientKey ?? remoteAddress,
      now,
    });
    app.route("/", priceRoutes({ ...prices, now, historyGuard }));
  }

  app.notFound((c) => apiError(c, 404, "Not found"));
  app.onError((error, c) => {
    logger.error({ event: "http.unhandled", err: error }, "Unhandled API error");
    return apiError(c, 500, "Internal error");
  });
  return app;
}
