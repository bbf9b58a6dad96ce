import { PAGE_SPOT_ANSWER_ID } from "@gw/api-client/prices";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { ISLAND_ATTRIBUTE } from "../islands/islandNames";
import { islandElement, type IslandData } from "../islands/islandsForHost";
import type { IslandName } from "../islands/islandNames";
import { vi } from "vitest";
import { PricingTestProviders } from "./PricingTestProviders";

/**
 * A page as the host answers it: `built` rendered as the build prerenders it, its island then
 * replaced by the host's rendering of it (`islandElement`, with the test's providers) and the
 * host's answer embedded, as src/host does with its HTML rewriter. Returns the container to
 * hydrate into.
 */
export function hostRenderedPage(
  built: ReactElement,
  island: IslandName,
  data: IslandData,
  status = data.prices ? 200 : 503,
): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(built);
  container.querySelector(`[${ISLAND_ATTRIBUTE}="${island}"]`)!.outerHTML = renderToString(
    <PricingTestProviders>{islandElement(island, data, "en")}</PricingTestProviders>,
  );
  document.body.append(container);
  const answer = document.createElement("script");
  answer.type = "application/json";
  answer.id = PAGE_SPOT_ANSWER_ID;
  answer.textContent = JSON.stringify({
    currency: data.currency,
    status,
    maxAgeSeconds: 60,
    body: data.prices,
  });
  document.body.append(answer);
  return container;
}

/** Forgets the page's embedded answer between tests. */
export function removePageAnswer() {
  document.getElementById(PAGE_SPOT_ANSWER_ID)?.remove();
}

/** Hydrates `app` into the page the host wrote, recording any hydration mismatch. */
export function hydrateHostPage(app: ReactElement, container: HTMLElement) {
  const mismatches = vi.fn();
  const island = container.querySelector(`[${ISLAND_ATTRIBUTE}]`);
  render(app, { container, hydrate: true, onRecoverableError: mismatches });
  return { mismatches, island };
}
