import type { PageReferenceAnswer, PriceCurrency } from "@gw/api-client/prices";
import type { IslandData, IslandName } from "@gw/pricing/islands";
import type { HostReferenceAnswer } from "./referenceAnswers";
import { toPageSpotAnswer, type HostSpotAnswer } from "./spotAnswers";

const referenceIslands = new Set<IslandName>(["shanghaiReference", "chinaShanghaiReference"]);

/** Whether a page shows the Shanghai reference (so the host asks for it). */
export const hasReferenceIsland = (islands: readonly IslandName[]) =>
  islands.some((name) => referenceIslands.has(name));

/**
 * The Shanghai reference island's data and the answer the page embeds for the app: the API's
 * reference and our CNY prices (the visitor's own answer when they chose CNY, else the host's CNY
 * answer). No reference answer in time: neither, and the island waits for its figures as the app
 * starts it.
 */
export async function referenceIslandData(
  currency: PriceCurrency,
  visitorAnswer: HostSpotAnswer,
  answers: {
    reference: () => Promise<HostReferenceAnswer | null>;
    spot: (currency: PriceCurrency) => Promise<HostSpotAnswer | null>;
  },
  now: number,
): Promise<{ data: IslandData["reference"]; embedded: PageReferenceAnswer | null }> {
  const [reference, cny] = await Promise.all([
    answers.reference(),
    currency === "CNY" ? visitorAnswer : answers.spot("CNY"),
  ]);
  if (!reference) return { data: undefined, embedded: null };
  return {
    data: { price: reference.price, cnyPrices: cny?.prices ?? null },
    embedded: {
      status: reference.status,
      maxAgeSeconds:
        reference.freshUntil === null
          ? null
          : Math.max(0, Math.floor((reference.freshUntil - now) / 1000)),
      body: reference.price,
      cnySpot: cny ? toPageSpotAnswer(cny, now) : null,
    },
  };
}
