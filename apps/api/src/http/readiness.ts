import { Hono, type MiddlewareHandler } from "hono";
import { sql } from "kysely";
import { Gauge } from "prom-client";
import type { ApiDatabase } from "../database/openDatabase";
import { apiMetrics } from "../observability/metrics";
import { apiError } from "./apiError";

/** Longer than a healthy database ever takes for `SELECT 1`; shorter than a probe's timeout. */
const databaseAnswerMs = 2000;

const ready = new Gauge({
  name: "gw_ready",
  help: "1 while /readyz answers 200 (migrated, the database answers, not shutting down), else 0",
  registers: [apiMetrics],
});

/**
 * Where the process is in its life, for `/readyz`: `starting` until the migrations are done,
 * `serving`, then `stopping` from the shutdown signal on. Apps built already migrated (tests,
 * benches) start `serving`.
 */
export function readinessState(phase: "starting" | "serving" = "serving") {
  let current: "starting" | "serving" | "stopping" = phase;
  return {
    get phase() {
      return current;
    },
    migrated() {
      if (current === "starting") current = "serving";
    },
    stopping() {
      current = "stopping";
    },
  };
}

export type Readiness = ReturnType<typeof readinessState>;

async function databaseAnswers({ db }: ApiDatabase): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), databaseAnswerMs);
  });
  try {
    return await Promise.race([sql`SELECT 1`.execute(db).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Why this instance should not get traffic now, or undefined when it should. */
export async function notReadyBecause(
  readiness: Readiness,
  database: ApiDatabase,
): Promise<string | undefined> {
  const reason =
    readiness.phase === "starting"
      ? "Starting: the database migrations are not done yet"
      : readiness.phase === "stopping"
        ? "Shutting down"
        : (await databaseAnswers(database))
          ? undefined
          : "The database does not answer";
  ready.set(reason ? 0 : 1);
  return reason;
}

/** Paths that answer while the migrations run: the probes and the metrics. */
const answerWhileStarting = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * Until the migrations are done every call but the probes and the metrics answers 503 with
 * `Retry-After`, so nothing queries tables that are not there yet.
 */
export function startingGate(readiness: Readiness): MiddlewareHandler {
  return async (c, next) => {
    if (readiness.phase !== "starting" || answerWhileStarting.has(c.req.path)) return next();
    c.header("Retry-After", "1");
    return apiError(c, 503, "Starting: please try again in a moment");
  };
}

/**
 * `/healthz` (liveness: the process answers; no database, so a slow database never gets a
 * healthy instance restarted) and `/readyz` (readiness: 200 only when this instance can serve;
 * 503 with the reason otherwise).
 */
export function readinessRoutes(readiness: Readiness, database: ApiDatabase) {
  const routes = new Hono();
  routes.get("/healthz", (c) => c.json({ status: "ok" }));
  routes.get("/readyz", async (c) => {
    c.header("Cache-Control", "no-store");
    const reason = await notReadyBecause(readiness, database);
    return reason ? apiError(c, 503, reason) : c.json({ status: "ok" });
  });
  return routes;
}
