import { fileURLToPath } from "node:url";
import { basePorts, portOf, siteApps } from "@gw/workspace";
import { readAnalyticsConfig, type AnalyticsConfig } from "./features/analytics/analyticsConfig";
import { readCaptchaConfig, type CaptchaConfig } from "./features/captcha/captchaConfig";
import { readMailConfig, type MailConfig } from "./mail/mailConfig";
import { readPriceConfig, type PriceConfig } from "./features/prices/priceConfig";

export interface ApiConfig {
  port: number;
  /** The address to listen on (`HOST`); unset, every interface, as Node does by default. */
  host: string | undefined;
  databasePath: string;
  /** A postgres:// URL switches storage (and rate limits) to PostgreSQL; unset keeps SQLite. */
  databaseUrl: string | undefined;
  /** Unset turns the admin listing off (404). */
  adminToken: string | undefined;
  /** Requests one client may make to each rate-limited call per minute. */
  rateLimitPerMinute: number;
  bodyLimitBytes: number;
  corsOrigins: string[];
  /** The proof-of-work captcha: signing key, difficulty, lifetime. */
  captcha: CaptchaConfig;
  /** Behind a load balancer we run, the client is the first X-Forwarded-For address. */
  trustProxy: boolean;
  /** The secret a site host forwarding calls proves itself with (`X-Gw-Proxy-Token`). */
  proxyToken: string | undefined;
  /** SMTP, the outbox sender and the links in e-mails. */
  mail: MailConfig;
  prices: PriceConfig;
  /** The first-party counts: how often each instance writes what it holds. */
  analytics: AnalyticsConfig;
}

const defaultDatabasePath = fileURLToPath(new URL("../data/api.sqlite", import.meta.url));

/** The four site origins (main, vip, cny, register) on this checkout's ports. */
export function siteOrigins(env: Record<string, string | undefined>): string[] {
  return siteApps.flatMap((app) => [
    `http://localhost:${portOf(app, env)}`,
    `http://127.0.0.1:${portOf(app, env)}`,
  ]);
}

function positiveNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

function list(value: string | undefined): string[] | undefined {
  const items = value
    ?.split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  return items?.length ? items : undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  if (env.API_DATABASE_URL && !/^postgres(ql)?:\/\//.test(env.API_DATABASE_URL)) {
    throw new Error("API_DATABASE_URL must be a postgres:// URL (unset it to use SQLite)");
  }
  const port = positiveNumber(env.PORT, basePorts.api);
  return {
    port,
    host: env.HOST || undefined,
    databasePath: env.API_DB || defaultDatabasePath,
    databaseUrl: env.API_DATABASE_URL || undefined,
    adminToken: env.API_ADMIN_TOKEN || undefined,
    rateLimitPerMinute: positiveNumber(env.API_RATE_LIMIT_PER_MINUTE, 120),
    bodyLimitBytes: positiveNumber(env.API_BODY_LIMIT_BYTES, 32 * 1024),
    corsOrigins: list(env.API_CORS_ORIGINS) ?? siteOrigins(env),
    captcha: readCaptchaConfig(env),
    trustProxy: env.API_TRUST_PROXY === "1",
    proxyToken: env.API_PROXY_TOKEN || undefined,
    mail: readMailConfig(env, port),
    prices: readPriceConfig(env),
    analytics: readAnalyticsConfig(env),
  };
}
