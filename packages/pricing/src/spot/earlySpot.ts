import {
  defaultPriceCurrency,
  EARLY_SPOT_GLOBAL,
  isPriceCurrency,
  maxAgeSeconds,
  spotPricesUrl,
  startEarlySpotRequest,
} from "@gw/api-client/prices";
import { GRAMS_PER_UNIT } from "../converter/weightUnits";
import { paintSpot } from "./paintSpot";
import { SPOT_CURRENCY_STORAGE_KEY } from "./storedSpotCurrency";
import {
  CURRENCY_TOGGLE_ATTRIBUTE,
  SPOT_ROOT_ATTRIBUTE,
  SPOT_WANTED_ATTRIBUTE,
} from "./spotMarkers";
import { spotView, type SpotView } from "./spotView";

/**
 * What a page that shows spot prices runs first in its head (the site bundles it as a head
 * script): it asks for them in the visitor's currency as the HTML arrives and writes them into
 * the prerendered page as soon as both are there, so the number never waits for the app's code;
 * the app then takes the same answer over (`takeEarlySpotAnswer`). `apiUrl`: the base of the API the
 * build talks to, without a trailing slash. `leavingAttribute` marks a
 * page a head script is already replacing; the painting is left as a promise in the `appWaits`
 * global, which the app's loader waits for (a little), so the figure is not queued behind the
 * app's code on a slow connection.
 */
export function startEarlySpot(
  {
    apiUrl,
    leavingAttribute,
    appWaits,
  }: { apiUrl: string; leavingAttribute: string; appWaits: string },
  win: Window = window,
): void {
  const doc = win.document;
  if (doc.documentElement.hasAttribute(leavingAttribute)) return;
  let currency = defaultPriceCurrency;
  try {
    const stored = win.localStorage.getItem(SPOT_CURRENCY_STORAGE_KEY);
    if (isPriceCurrency(stored)) currency = stored;
  } catch {
    // No storage: the default currency.
  }
  // The host wrote the default currency's figures into the page: not this visitor's.
  if (currency !== defaultPriceCurrency) {
    doc.documentElement.setAttribute(SPOT_WANTED_ATTRIBUTE, currency);
  }
  const early = startEarlySpotRequest(
    (input, init) => win.fetch(input, init),
    spotPricesUrl(currency, apiUrl),
    currency,
    maxAgeSeconds,
  );
  win[EARLY_SPOT_GLOBAL] = early;
  // Now for what is parsed already, and again once the whole page is.
  const nowAndParsed = (run: () => void) => {
    run();
    if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", run);
  };
  // The toggles show the currency being fetched (the app agrees once it runs).
  nowAndParsed(() =>
    doc.querySelectorAll(`[${CURRENCY_TOGGLE_ATTRIBUTE}]`).forEach((toggle) => {
      toggle.setAttribute(
        "aria-pressed",
        String(toggle.getAttribute(CURRENCY_TOGGLE_ATTRIBUTE) === currency),
      );
    }),
  );
  const paint = (shown: SpotView) =>
    nowAndParsed(() => {
      if (!early.claimed) {
        doc.querySelectorAll(`[${SPOT_ROOT_ATTRIBUTE}]`).forEach((root) => paintSpot(root, shown));
      }
    });
  const painted = early.answer.then((answer) => {
    if (!answer || answer.status !== 200) return;
    const lang = doc.documentElement.lang;
    // The prices at once; the time, which needs Intl (slow to start), when the page is idle.
    const prices = spotView(answer.body, lang, GRAMS_PER_UNIT, { withAsOf: false });
    if (!prices) return;
    paint(prices);
    const paintTime = () => {
      const whole = spotView(answer.body, lang, GRAMS_PER_UNIT);
      if (whole) paint(whole);
    };
    // Once the page is idle: the prices' frame, and the app (which paints the time itself when it
    // takes over), do not wait for it.
    if (win.requestIdleCallback) win.requestIdleCallback(paintTime, { timeout: 1000 });
    else win.setTimeout(paintTime, 50);
  });
  const waits = win as unknown as Record<string, Promise<void>[] | undefined>;
  (waits[appWaits] ??= []).push(painted);
}

/**
 * What `startEarlySpot` asks for on a first visit (no currency remembered), for the host to name
 * in a preload header: the request then starts with the HTML's first byte, before the page is
 * parsed, and the script's own fetch takes its answer. A visitor who chose another currency
 * costs one small answer more.
 */
export function earlySpotPreloads(apiUrl: string): string[] {
  return [spotPricesUrl(defaultPriceCurrency, apiUrl)];
}
