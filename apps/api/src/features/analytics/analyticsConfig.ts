/** The counts' settings, read from the environment (docs/configuration.md). */
export interface AnalyticsConfig {
  /** How often each instance writes the counts it holds (`ANALYTICS_FLUSH_MS`, default 5 s). */
  flushEveryMs: number;
}

export function readAnalyticsConfig(env: Record<string, string | undefined>): AnalyticsConfig {
  const flushEveryMs = Number(env.ANALYTICS_FLUSH_MS);
  return {
    flushEveryMs: Number.isFinite(flushEveryMs) && flushEveryMs >= 100 ? flushEveryMs : 5_000,
  };
}
