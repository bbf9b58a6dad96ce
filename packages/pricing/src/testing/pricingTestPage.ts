import { removePageAnswers } from "@gw/api-client/testing/page-answers";
import { i18n } from "@gw/i18n";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { forgetVisitorCurrency } from "./visitorCurrency";

/**
 * Each test of a price component starts on a page of its own: in English, a first visit (no
 * currency chosen), the global fetch its own, and no page answers or markup left from the last.
 */
export function eachTestOnAFreshPage() {
  beforeEach(() => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
    forgetVisitorCurrency();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    removePageAnswers();
    document.body.innerHTML = "";
  });
}

/** The API, answering every call with `body` (and `status`), as the page's fetch. */
export function answering(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** The `Spot prices` region, and its gold buy price per troy ounce. */
export const spotRegion = () => screen.getByRole("region", { name: "Spot prices" });
export const goldBuyPerOunce = () =>
  within(within(spotRegion()).getByRole("table", { name: "Gold" }))
    .getByRole("row", { name: /per troy ounce/ })
    .querySelectorAll("td")[0]!;
