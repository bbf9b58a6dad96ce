import { wander, type NoiseLayer } from "../prices/deterministicNoise";
import { developmentProvider, developmentSource } from "../prices/developmentProvider";
import {
  shanghaiDateOf,
  shanghaiInstant,
  type ReferenceProvider,
  type ReferenceQuote,
} from "./referenceProvider";

const gramsPerTroyOunce = 31.1034768;
const dayMs = 86_400_000;
/** The SGE's benchmark sessions, Beijing time: the morning and afternoon prices. */
const sessions = ["14:15:00", "10:15:00"] as const;

/**
 * Shanghai has traded at a premium over the international price (import quotas, VAT rules): about
 * half a per cent here, wandering by as much again, so the difference shown moves plausibly.
 */
const premium = 0.005;
const premiumLayers: NoiseLayer[] = [
  { amplitude: 0.004, periodMs: 30 * dayMs },
  { amplitude: 0.002, periodMs: 3 * dayMs },
];
const premiumSalt = 3;

/** The newest session at or before `instant`, on a weekday (Chinese holidays are not modelled). */
function latestSession(instant: number): number {
  for (let day = 0; day < 7; day++) {
    const date = shanghaiDateOf(instant - day * dayMs);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const time of sessions) {
      const published = shanghaiInstant(date, time);
      if (published <= instant) return published;
    }
  }
  throw new Error("no weekday in a week");
}

/**
 * Demonstration Shanghai prices for `pnpm start` and every test, a pure function of the clock:
 * published at the SGE's two benchmark times each weekday, from the development provider's gold
 * price in CNY at that moment, per gram, with a wandering Shanghai premium. Not a market price,
 * and `source` says so.
 */
export function developmentReferenceProvider(
  now: () => number = Date.now,
  { lagMs = 0 }: { lagMs?: number } = {},
): ReferenceProvider {
  return {
    source: developmentSource,
    async latest(): Promise<ReferenceQuote> {
      const asOf = latestSession(now() - lagMs);
      const { metals } = await developmentProvider(() => asOf).spot("CNY");
      const mid = (metals.gold.bid + metals.gold.ask) / 2;
      const shanghai = premium + wander(asOf, premiumLayers, premiumSalt);
      const price = Math.round((mid / gramsPerTroyOunce) * (1 + shanghai) * 100) / 100;
      return { date: shanghaiDateOf(asOf), asOf, price };
    },
  };
}
