import {
  freshnessSettings,
  positiveSetting,
  providerTimeoutMs,
} from "../../priceFeeds/feedSettings";
import type { FreshnessLimits } from "../../priceFeeds/quoteFreshness";
import { tanshuDefaultBaseUrl, tanshuSource } from "./tanshu/tanshuProvider";

/** The source an imported SGE benchmark file is stored under unless its lines name another. */
export const importedBenchmarkSource = "sge.com.cn";

type ReferenceProviderConfig =
  | { kind: "development" }
  /** No provider: only imported benchmark files are shown. */
  | { kind: "import" }
  | { kind: "tanshu"; apiKey: string; baseUrl: string };

export interface ReferenceConfig {
  /** REFERENCE_PROVIDER: `development` (default), `tanshu` or `import`. */
  provider: ReferenceProviderConfig;
  /** REFERENCE_SOURCES: the recorded sources shown, the newest price of any of them. */
  sources: string[];
  /** REFERENCE_UPDATE_SECONDS: at most one provider call per instance per interval (600). */
  updateIntervalMs: number;
  /**
   * REFERENCE_STALE_AFTER_HOURS (24) and REFERENCE_MAX_AGE_HOURS (168), in hours of open market
   * as for spot: a daily benchmark is hours old by nature; one missed day makes it delayed, and a
   * week (the Spring Festival or Golden Week closures) before it is no longer shown.
   */
  freshness: FreshnessLimits;
  /** PRICE_TIMEOUT_SECONDS, shared with the spot providers (10). */
  timeoutMs: number;
}

function provider(env: NodeJS.ProcessEnv): ReferenceProviderConfig {
  const kind = (env.REFERENCE_PROVIDER || "development").trim().toLowerCase();
  if (kind === "development" || kind === "import") return { kind };
  if (kind !== "tanshu")
    throw new Error(`REFERENCE_PROVIDER: "${kind}" is not one of development, tanshu, import`);
  const apiKey = env.REFERENCE_TANSHU_KEY;
  if (!apiKey) throw new Error("The tanshu reference provider needs REFERENCE_TANSHU_KEY");
  return { kind, apiKey, baseUrl: env.REFERENCE_TANSHU_BASE_URL || tanshuDefaultBaseUrl };
}

/**
 * The Shanghai reference price's settings from the environment (docs/reference-price.md). By
 * default a real provider's prices and imported benchmark files are both shown; demonstration
 * prices are shown alone, so a real Shanghai price is never set beside demonstration spot prices.
 */
export function readReferenceConfig(env: NodeJS.ProcessEnv): ReferenceConfig {
  const chosen = provider(env);
  const defaultSources =
    chosen.kind === "development"
      ? ["development"]
      : chosen.kind === "tanshu"
        ? [tanshuSource, importedBenchmarkSource]
        : [importedBenchmarkSource];
  const sources = env.REFERENCE_SOURCES?.split(",")
    .map((source) => source.trim())
    .filter(Boolean);
  const freshness = freshnessSettings(env, {
    staleAfter: ["REFERENCE_STALE_AFTER_HOURS", 24],
    maxAge: ["REFERENCE_MAX_AGE_HOURS", 168],
    unitMs: 3_600_000,
  });
  return {
    provider: chosen,
    sources: sources?.length ? sources : defaultSources,
    updateIntervalMs: positiveSetting(env, "REFERENCE_UPDATE_SECONDS", 600) * 1000,
    freshness,
    timeoutMs: providerTimeoutMs(env),
  };
}
