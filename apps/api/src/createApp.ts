import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { requestId, type RequestIdVariables } from "hono/request-id";
import type { ComposedFeatures } from "./composeFeatures";
import type { ApiConfig } from "./config";
import { readApiGauges } from "./features";
import type { ApiDatabase } from "./database/openDatabase";
import { readPoolGauges } from "./database/poolMetrics";
import { apiError } from "./http/apiError";
import { chunkedBody } from "./http/chunkedBody";
import { clientAddress } from "./http/clientAddress";
import { pageOrigin } from "./http/pageOrigin";
import { rateLimit } from "./http/rateLimit";
import {
  notReadyBecause,
  readinessRoutes,
  readinessState,
  startingGate,
  type Readiness,
} from "./http/readiness";
import { countRequestsInFlight } from "./http/requestsInFlight";
import { sharedRateLimit } from "./http/sharedRateLimit";
import { logger } from "./observability/logger";
import { metricsRoutes } from "./http/metricsRoutes";
import { observeRequests } from "./observability/observeRequests";

export interface AppDependencies {
  db: ApiDatabase;
  config: Pick<
    ApiConfig,
    | "adminToken"
    | "rateLimitPerMinute"
    | "bodyLimitBytes"
    | "corsOrigins"
    | "trustProxy"
    | "proxyToken"
  >;
  /** Every feature on this instance (`composeFeatures`), whose routes are mounted here. */
  features: Pick<ComposedFeatures, "routes">;
  now?: () => number;
  /** Who counts as one client for rate limits; the caller's address unless replaced (tests). */
  clientKey?: (c: Context) => string;
  /** The process's phase for `/readyz` (server.ts); absent, the database is taken as migrated. */
  readiness?: Readiness;
}

/** The local reference API of contract.md "Local API". */
export function createApp({
  db,
  config,
  now = Date.now,
  clientKey,
  features,
  readiness = readinessState(),
}: AppDependencies) {
  const remoteAddress = (c: Context) => clientAddress(c, config);
  const client = clientKey ?? remoteAddress;
  const inMemory = (scope: string) =>
    rateLimit({
      scope,
      limit: config.rateLimitPerMinute,
      windowMs: 60_000,
      clientKey: client,
      now,
    });
  // With PostgreSQL several instances share one database, so the limit lives there too.
  const perMinute = (scope: string) =>
    db.engine === "postgres"
      ? sharedRateLimit({
          database: db,
          scope,
          limit: config.rateLimitPerMinute,
          windowMs: 60_000,
          clientKey: client,
          now,
        })
      : inMemory(scope);
  // One guard per scope, however many routes name it: a scope is one allowance.
  const guards = new Map<string, MiddlewareHandler>();
  const guard = (key: string, make: () => MiddlewareHandler) =>
    guards.get(key) ?? guards.set(key, make()).get(key)!;

  const app = new Hono<{ Variables: RequestIdVariables }>();
  // First, so every answer (a CORS refusal, a 413) carries its id and gets its log line.
  app.use("*", requestId({ limitLength: 128 }));
  app.use("*", observeRequests(client));
  // The outbox sender renders e-mail when this process answers no request.
  app.use("*", countRequestsInFlight);
  app.use(
    "*",
    cors({
      origin: (origin) => (config.corsOrigins.includes(origin) ? origin : null),
      allowMethods: ["GET", "POST", "OPTIONS"],
      allowHeaders: ["Content-Type", "Accept", "Idempotency-Key"],
      maxAge: 600,
    }),
  );
  const tooLarge = (c: Context) =>
    apiError(c, 413, `Body is larger than ${config.bodyLimitBytes} bytes`);
  app.use("*", chunkedBody({ maxSize: config.bodyLimitBytes, tooLarge }));
  app.use("*", bodyLimit({ maxSize: config.bodyLimitBytes, onError: tooLarge }));
  app.use("*", startingGate(readiness));

  app.route("/", readinessRoutes(readiness, db));
  app.route(
    "/",
    metricsRoutes({
      adminToken: config.adminToken,
      // Per instance, in memory: each instance is scraped on its own, also while the database
      // does not answer.
      guard: inMemory("metrics"),
      async beforeScrape() {
        readPoolGauges(db);
        if (await notReadyBecause(readiness, db)) return;
        await readApiGauges(db, new Date(now())).catch((error: unknown) =>
          logger.warn({ event: "metrics.read_failed", err: error }, "Could not read gauges"),
        );
      },
    }),
  );
  app.route(
    "/",
    features.routes({
      rateLimit: (scope) => guard(`shared ${scope}`, () => perMinute(scope)),
      instanceRateLimit: (scope) => guard(`instance ${scope}`, () => inMemory(scope)),
      adminToken: config.adminToken,
      pageOrigin: pageOrigin(config.proxyToken),
    }),
  );

  app.notFound((c) => apiError(c, 404, "Not found"));
  app.onError((error, c) => {
    logger.error(
      { event: "http.unhandled", requestId: c.get("requestId"), err: error },
      "Unhandled API error",
    );
    return apiError(c, 500, "Internal error");
  });
  return app;
}
