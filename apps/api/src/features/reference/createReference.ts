import type { ApiDatabase } from "../../database/openDatabase";
import { instanceLeases } from "../../priceFeeds/feedLeases";
import { developmentReferenceProvider } from "./developmentReferenceProvider";
import { readReferenceConfig, type ReferenceConfig } from "./referenceConfig";
import type { ReferenceProvider } from "./referenceProvider";
import { referenceRoutes } from "./referenceRoutes";
import { createReferenceService } from "./referenceService";
import { referenceStore } from "./referenceStore";
import { tanshuReferenceProvider } from "./tanshu/tanshuProvider";

/** The configured provider, on the prices' clock; none when only imports are shown. */
function referenceProviderFor(
  config: ReferenceConfig,
  now: () => number,
): ReferenceProvider | undefined {
  const chosen = config.provider;
  if (chosen.kind === "development") return developmentReferenceProvider(now);
  if (chosen.kind === "import") return undefined;
  return tanshuReferenceProvider({
    apiKey: chosen.apiKey,
    baseUrl: chosen.baseUrl,
    timeoutMs: config.timeoutMs,
    now,
  });
}

/**
 * The Shanghai reference price (issue 39): its service and public route, wired to the database.
 * `now` is the prices' clock, so a demonstration clock moves both prices together.
 */
export function createReference({
  db,
  now,
  config = readReferenceConfig(process.env),
  provider = referenceProviderFor(config, now),
}: {
  db: ApiDatabase;
  now: () => number;
  config?: ReferenceConfig;
  provider?: ReferenceProvider;
}) {
  const service = createReferenceService({
    store: referenceStore(db, now),
    provider,
    // Instances on one PostgreSQL database take turns by lease; SQLite is one instance.
    leases: instanceLeases(db),
    sources: config.sources,
    updateIntervalMs: config.updateIntervalMs,
    freshness: config.freshness,
    timeoutMs: config.timeoutMs,
    now,
  });
  return { service, routes: () => referenceRoutes({ service, now }) };
}
