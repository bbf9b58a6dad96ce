import type { ApiContract, ApiContracts, ApiGet, PageAnswers } from "@gw/api-client/page-answers";
import { PAGE_ANSWERS_ID } from "@gw/api-client/page-answers";
import { cookieCurrency, defaultPriceCurrency } from "@gw/api-client/prices";
import { localeFromPath } from "@gw/i18n/choice";
import { ISLAND_ATTRIBUTE, islands, type IslandVisitor } from "@gw/pricing/islands";
import { createMiddleware } from "hono/factory";
import { scriptJson } from "../pageHead/scriptJson";
import { toPageAnswer, type HostAnswer } from "./apiAnswers";
import type { HostEnv } from "./hostEnv";
import type { HostManifest } from "./hostManifest";
import { loadIslandWords, renderIsland } from "./renderIsland";
import { vary } from "./vary";

/** The app's root element, beside which the page answers go. */
const APP_ROOT_ID = "root";

const islandNamed = new Map(islands.map((island) => [island.name as string, island]));

/**
 * A page's islands written for the visitor from their definitions (`@gw/pricing/islands`, the
 * only place the host learns of them), the API's answers they came from embedded beside the
 * app's root. Every GET the page's islands need is asked at once through the host's one cache
 * (`answers`); each island is rendered from the answers with the page's language and brand and
 * written over its root element (`data-island`); the answers go into the page each under its
 * GET's query key, with the currency the page was written in (`#gw-page-answers`). Where an
 * island cannot be written (an answer it cannot do without came too late) the page goes as built,
 * as the app starts it. Pages with islands vary on `Cookie` (the visitor's currency).
 */
export function pageIslands({
  manifest: { pages, brand },
  answers,
  now,
}: {
  manifest: HostManifest;
  answers: (get: ApiGet) => Promise<HostAnswer | null>;
  now: () => number;
}) {
  async function write(names: readonly string[], visitor: IslandVisitor) {
    const shown = names.flatMap((name) => islandNamed.get(name) ?? []);
    const gets = new Map(shown.flatMap((island) => island.gets(visitor)).map((g) => [g.path, g]));
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
    const embedded: PageAnswers = {
      currency: visitor.currency,
      answers: [...gets.values()].flatMap((get) => {
        const answer = answered.get(get.path);
        return answer ? [{ key: get.key, ...toPageAnswer(answer, time) }] : [];
      }),
    };
    return { html, embedded };
  }

  return createMiddleware<HostEnv>(async (c, next) => {
    const { key } = c.var.page;
    const names = pages[key]?.islands ?? [];
    if (names.length === 0) return next();
    if (c.req.method === "GET")
      c.var.edits.push(async (rewriter) => {
        const written = await write(names, {
          currency: cookieCurrency(c.req.header("Cookie")) ?? defaultPriceCurrency,
          locale: localeFromPath(key),
          path: key,
        });
        if (!written) return;
        rewriter
          .on(`[${ISLAND_ATTRIBUTE}]`, {
            element(element) {
              const html = written.html.get(element.getAttribute(ISLAND_ATTRIBUTE) ?? "");
              if (html !== undefined) element.replace(html, { html: true });
            },
          })
          .on(`#${APP_ROOT_ID}`, {
            element(element) {
              const json = scriptJson(written.embedded);
              element.after(
                `<script type="application/json" id="${PAGE_ANSWERS_ID}">${json}</script>`,
                { html: true },
              );
            },
          });
      });
    await next();
    vary(c.res.headers, "Cookie");
  });
}
