import type { ApiContract, ApiContracts, ApiGet } from "@gw/api-client/page-answers";
import type { PriceCurrency } from "@gw/api-client/prices";
import { embedPageAnswers } from "@gw/api-client/testing/page-answers";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { vi } from "vitest";
import { ISLAND_ATTRIBUTE } from "../islandRoot";
import type { IslandAnswer, IslandDefinition } from "../islands/islandDefinition";
import { PricingTestProviders } from "./PricingTestProviders";

/** What the API answered the host for one of an island's GETs. */
export type HostAnswer = readonly [ApiGet, IslandAnswer<unknown>];

/**
 * A page as the host answers it: `built` rendered as the build prerenders it, its island then
 * replaced by the host's rendering of it (the island's `render` from `answers`, with the test's
 * providers, in English) and the answers embedded under their query keys, as src/host does with
 * its HTML rewriter. Returns the container to hydrate into.
 */
export function hostRenderedPage(
  built: ReactElement,
  island: IslandDefinition,
  { currency, answers }: { currency: PriceCurrency; answers: readonly HostAnswer[] },
): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(built);
  const byPath = new Map(answers.map(([get, answer]) => [get.path, answer]));
  const written = island.render(
    { currency, locale: "en", path: "/" },
    <C extends ApiContract>(get: ApiGet<C>) =>
      byPath.get(get.path) as IslandAnswer<ApiContracts[C]> | undefined,
  );
  container.querySelector(`[${ISLAND_ATTRIBUTE}="${island.name}"]`)!.outerHTML = renderToString(
    <PricingTestProviders>{written}</PricingTestProviders>,
  );
  document.body.append(container);
  embedPageAnswers({
    currency,
    answers: answers.map(([get, answer]) => ({ key: get.key, maxAgeSeconds: 60, ...answer })),
  });
  return container;
}

/** Hydrates `app` into the page the host wrote, recording any hydration mismatch. */
export function hydrateHostPage(app: ReactElement, container: HTMLElement) {
  const mismatches = vi.fn();
  const island = container.querySelector(`[${ISLAND_ATTRIBUTE}]`);
  render(app, { container, hydrate: true, onRecoverableError: mismatches });
  return { mismatches, island };
}
