import type { ApiContract, ApiContracts, ApiGet, PageAnswers } from "@gw/api-client/page-answers";
import {
  islands as islandList,
  type IslandDefinition,
  type IslandVisitor,
} from "@gw/pricing/islands";
import type { BrandConfig } from "@gw/ui";
import { toPageAnswer, type HostAnswer } from "./apiAnswers";
import { loadIslandWords, renderIsland } from "./renderIsland";

/** A page's islands as the host writes them: each one's HTML by name, and the page answers. */
export interface WrittenIslands {
  html: Map<string, string>;
  answers: PageAnswers;
}

/**
 * Writes a page's islands for a visitor from their definitions (`@gw/pricing/islands`, the only
 * place the host learns of them): asks every GET they need at once through the host's one cache
 * (`answers`), renders each from the answers, and gathers the answers the page embeds, each under
 * its GET's query key. Null where an island cannot be written (an answer it cannot do without
 * came too late): the page is then answered as built, as the app starts it.
 */
export function createIslandWriter({
  answers,
  brand,
  now,
  islands = islandList,
}: {
  answers: (get: ApiGet) => Promise<HostAnswer | null>;
  brand: BrandConfig;
  now: () => number;
  islands?: readonly IslandDefinition[];
}) {
  const byName = new Map(islands.map((island) => [island.name, island]));
  return async (
    names: readonly string[],
    visitor: IslandVisitor,
  ): Promise<WrittenIslands | null> => {
    const shown = names.flatMap((name) => byName.get(name) ?? []);
    const gets = new Map(
      shown.flatMap((island) => island.gets(visitor)).map((get) => [get.path, get]),
    );
    const answered = new Map(
      await Promise.all(
        [...gets.values()].map(async (get) => [get.path, await answers(get)] as const),
      ),
    );
    await loadIslandWords(visitor.locale);
    const html = new Map<string, string>();
    for (const island of shown) {
      const element = island.render(
        visitor,
        <C extends ApiContract>(get: ApiGet<C>) =>
          (answered.get(get.path) ?? undefined) as HostAnswer<ApiContracts[C]> | undefined,
      );
      if (!element) return null;
      html.set(island.name, renderIsland(element, { locale: visitor.locale, brand }));
    }
    const time = now();
    return {
      html,
      answers: {
        currency: visitor.currency,
        answers: [...gets.values()].flatMap((get) => {
          const answer = answered.get(get.path);
          return answer ? [{ key: get.key, ...toPageAnswer(answer, time) }] : [];
        }),
      },
    };
  };
}
