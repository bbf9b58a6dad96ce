import {
  defaultPriceCurrency,
  EARLY_SPOT_GLOBAL,
  maxAgeSeconds,
  priceCurrencies,
  spotPricesUrl,
  startEarlySpotRequest,
} from "@gw/api-client/prices";
import { GRAMS_PER_UNIT, type WeightUnit } from "../converter/weightUnits";
import { paintSpot } from "./paintSpot";
import { SPOT_CURRENCY_STORAGE_KEY } from "./storedSpotCurrency";
import { CURRENCY_TOGGLE_ATTRIBUTE } from "./spotCurrency";
import { SPOT_ROOT_ATTRIBUTE } from "./spotMarkers";
import { spotView } from "./spotView";

interface EarlySpotConfig {
  global: string;
  appWaits: string;
  urls: Record<string, string>;
  currencies: readonly string[];
  fallback: string;
  storageKey: string;
  leavingAttribute: string;
  root: string;
  toggle: string;
  grams: Record<WeightUnit, number>;
}

/**
 * The inline head script of a page that shows spot prices: it asks for them in the visitor's
 * currency as the HTML arrives and writes them into the prerendered page as soon as both are
 * there, so the number never waits for the app's code; the app then takes the same answer over
 * (`takeEarlySpotAnswer`). The same text on every such page, so a content security policy can
 * allow it by hash. `leavingAttribute` marks a page a head script is already replacing; the
 * painting is left as a promise in the `appWaits` global, which the app's loader waits for (a
 * little), so the figure is not queued behind the app's code on a slow connection.
 */
export function earlySpotScript({
  leavingAttribute,
  appWaits,
}: {
  leavingAttribute: string;
  appWaits: string;
}): string {
  const config: EarlySpotConfig = {
    global: EARLY_SPOT_GLOBAL,
    appWaits,
    urls: Object.fromEntries(
      priceCurrencies.map((currency) => [currency, spotPricesUrl(currency)]),
    ),
    currencies: priceCurrencies,
    fallback: defaultPriceCurrency,
    storageKey: SPOT_CURRENCY_STORAGE_KEY,
    leavingAttribute,
    root: `[${SPOT_ROOT_ATTRIBUTE}]`,
    toggle: CURRENCY_TOGGLE_ATTRIBUTE,
    grams: GRAMS_PER_UNIT,
  };
  const parts = [startEarlySpotRequest, maxAgeSeconds, spotView, paintSpot].map(String);
  return `(${String(runEarlySpot)})(window,${JSON.stringify(config)},${parts.join(",")});`;
}

function runEarlySpot(
  win: Window,
  config: EarlySpotConfig,
  start: typeof startEarlySpotRequest,
  readMaxAge: typeof maxAgeSeconds,
  view: typeof spotView,
  paint: typeof paintSpot,
) {
  const doc = win.document;
  if (doc.documentElement.hasAttribute(config.leavingAttribute)) return;
  let currency = config.fallback;
  try {
    const stored = win.localStorage.getItem(config.storageKey);
    if (stored && config.currencies.indexOf(stored) >= 0) currency = stored;
  } catch {
    // No storage: the default currency.
  }
  const early = start(
    (input, init) => win.fetch(input, init),
    config.urls[currency]!,
    currency as never,
    readMaxAge,
  );
  (win as unknown as Record<string, unknown>)[config.global] = early;
  // Now for what is parsed already, and again once the whole page is.
  const nowAndParsed = (run: () => void) => {
    run();
    if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", run);
  };
  // The toggles show the currency being fetched (the app agrees once it runs).
  nowAndParsed(() =>
    doc.querySelectorAll(`[${config.toggle}]`).forEach((toggle) => {
      toggle.setAttribute("aria-pressed", String(toggle.getAttribute(config.toggle) === currency));
    }),
  );
  const painted = early.answer.then((answer) => {
    const shown =
      answer && answer.status === 200
        ? view(answer.body, doc.documentElement.lang, config.grams)
        : null;
    if (!shown) return;
    nowAndParsed(() => {
      if (!early.claimed) doc.querySelectorAll(config.root).forEach((root) => paint(root, shown));
    });
  });
  const waits = win as unknown as Record<string, Promise<void>[] | undefined>;
  (waits[config.appWaits] = waits[config.appWaits] || []).push(painted);
}
