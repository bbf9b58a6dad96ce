import type { Logger } from "pino";
import type { ApiDatabase } from "../../database/openDatabase";
import { logger as sharedLogger } from "../../observability/logger";
import { providerBudgetRemaining, providerCallsTotal } from "./priceMetrics";
import {
  asProviderFailure,
  ProviderFailure,
  ProviderHeldBack,
} from "../../priceFeeds/providerFailure";

export interface ProviderQuotaOptions {
  db: ApiDatabase;
  /** The provider's source name, which names its row and its metrics. */
  provider: string;
  /** Calls allowed per UTC day; undefined for no limit. */
  dailyBudget: number | undefined;
  /** The first backoff after a failure (doubling with each one in a row, up to `backoffMaxMs`). */
  backoffBaseMs: number;
  backoffMaxMs: number;
  now?: () => number;
  /** 0 to 1; the jitter that keeps instances and retries from moving in step. */
  random?: () => number;
  logger?: Logger;
}

const utcDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);
const iso = (instant: number) => new Date(instant).toISOString();

/**
 * Every call to one provider goes through here: it is made only while the provider's daily
 * budget has room and no `Retry-After` or backoff is running, it is counted, and a failure
 * pushes the next call back. The state is a database row (`price_provider_usage`), so every
 * instance on the database keeps to one budget and one backoff.
 */
export function providerQuota({
  db: { db },
  provider,
  dailyBudget,
  backoffBaseMs,
  backoffMaxMs,
  now = Date.now,
  random = Math.random,
  logger = sharedLogger,
}: ProviderQuotaOptions) {
  const nearAt = dailyBudget === undefined ? 0 : Math.max(1, Math.ceil(dailyBudget * 0.1));
  let exhaustedLoggedFor: string | undefined;

  /** Takes `cost` calls from today's budget, or says why none may be made now. */
  async function reserve(cost: number): Promise<string | undefined> {
    const time = now();
    const day = utcDay(time);
    await db
      .insertInto("price_provider_usage")
      .values({ provider, day, calls: 0, failures: 0, blocked_until: 0 })
      .onConflict((conflict) => conflict.column("provider").doNothing())
      .execute();
    const taken = await db
      .updateTable("price_provider_usage")
      .set((eb) => ({
        calls: eb
          .case()
          .when("day", "=", day)
          .then(eb("calls", "+", cost))
          .else(cost)
          .end(),
        day,
      }))
      .where("provider", "=", provider)
      .where("blocked_until", "<=", time)
      .$if(dailyBudget !== undefined, (query) =>
        query.where((eb) => eb.or([eb("day", "<>", day), eb("calls", "<=", dailyBudget! - cost)])),
      )
      .returning("calls")
      .executeTakeFirst();
    if (taken) {
      if (dailyBudget !== undefined) {
        const remaining = dailyBudget - Number(taken.calls);
        providerBudgetRemaining.set({ provider }, remaining);
        if (remaining <= nearAt && remaining + cost > nearAt)
          logger.warn(
            { event: "price.budget_near", provider, remaining, budget: dailyBudget },
            `Price provider ${provider} has ${remaining} of its ${dailyBudget} calls left today`,
          );
      }
      return undefined;
    }
    const row = await db
      .selectFrom("price_provider_usage")
      .select(["blocked_until", "calls", "day"])
      .where("provider", "=", provider)
      .executeTakeFirstOrThrow();
    if (Number(row.blocked_until) > time)
      return `${provider} is left alone until ${iso(Number(row.blocked_until))} (backoff or Retry-After)`;
    const remaining = Math.max(0, dailyBudget! - (row.day === day ? Number(row.calls) : 0));
    providerBudgetRemaining.set({ provider }, remaining);
    // A request costing more than what is left (a backfill of closes) is held back while the
    // quotes' single calls go on: the budget is not used up yet.
    if (remaining > 0) return `${provider} has ${remaining} calls left today; this needs ${cost}`;
    if (exhaustedLoggedFor !== day) {
      exhaustedLoggedFor = day;
      logger.error(
        { event: "price.budget_exhausted", provider, budget: dailyBudget },
        `Price provider ${provider} has used its daily budget of ${dailyBudget} calls; no more calls until 00:00 UTC`,
      );
    }
    return `${provider} has used its daily budget of ${dailyBudget} calls`;
  }

  async function succeeded() {
    await db
      .updateTable("price_provider_usage")
      .set({ failures: 0 })
      .where("provider", "=", provider)
      .where("failures", ">", 0)
      .execute();
  }

  /** One more failure in a row: wait as the provider asked, or back off exponentially. */
  async function failed(failure: ProviderFailure) {
    const row = await db
      .updateTable("price_provider_usage")
      .set((eb) => ({ failures: eb("failures", "+", 1) }))
      .where("provider", "=", provider)
      .returning("failures")
      .executeTakeFirst();
    const failures = Number(row?.failures ?? 1);
    const backoffMs = Math.min(backoffMaxMs, backoffBaseMs * 2 ** (failures - 1));
    // "Equal jitter": at least half the backoff, so a failing provider is never hammered.
    const waitMs = failure.retryAfterMs ?? backoffMs * (0.5 + random() / 2);
    // Whole ms: the column is a bigint on PostgreSQL.
    const until = Math.ceil(now() + waitMs);
    await db
      .updateTable("price_provider_usage")
      .set({ blocked_until: until })
      .where("provider", "=", provider)
      .where("blocked_until", "<", until)
      .execute();
    logger.warn(
      {
        event: failure.outcome === "rate_limited" ? "price.rate_limited" : "price.backoff",
        provider,
        outcome: failure.outcome,
        failures,
        waitMs: Math.round(waitMs),
      },
      `Price provider ${provider} failed (${failure.message}); next call after ${iso(until)}`,
    );
  }

  return {
    provider,

    /**
     * Runs a provider request of `cost` calls if allowed, else throws `ProviderHeldBack`. `judge`
     * names what is wrong with an answer that arrived (then counted as `invalid`).
     */
    async call<T>(
      cost: number,
      work: () => Promise<T>,
      judge: (answer: T) => string | undefined = () => undefined,
    ): Promise<T> {
      if (cost > 0) {
        const refusal = await reserve(cost);
        if (refusal) throw new ProviderHeldBack(refusal);
      }
      try {
        const answer = await work();
        const problem = judge(answer);
        if (problem) throw new ProviderFailure("invalid", problem);
        providerCallsTotal.inc({ provider, outcome: "ok" }, cost);
        if (cost > 0) await succeeded();
        return answer;
      } catch (error) {
        const failure = asProviderFailure(error);
        providerCallsTotal.inc({ provider, outcome: failure.outcome }, cost);
        if (cost > 0) await failed(failure);
        throw failure;
      }
    },
  };
}

export type ProviderQuota = ReturnType<typeof providerQuota>;
