import type { CountedPage, CountedSite, PageEvent } from "@gw/api-client/counts";
import type { countSender, PendingEvent } from "./countSender";

export interface CountingOptions {
  site: CountedSite;
  /** The page name (its `PageView`'s) of the page shown now, if it has one. */
  page: () => string | undefined;
  language: () => "en" | "zh";
}

/** How long after the page's `load` event the sender is fetched and the first call goes out. */
const afterLoadMs = 2_000;

let counting: (CountingOptions & { landing: string; referrer: string }) | undefined;
let gathered: PendingEvent[] = [];
let sender: ReturnType<typeof countSender> | undefined;
let loading = false;

/**
 * Starts counting this tab's events (contract.md "First-party counts"): unless the browser sends
 * Global Privacy Control, every `countEvent` from now on is counted, whatever the cookie choice.
 * The address the tab landed on and its referrer are read now, and kept in memory only.
 */
export function startCounting(options: CountingOptions): void {
  if (counting || (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl) return;
  counting = { ...options, landing: location.href, referrer: document.referrer };
}

/**
 * Counts one event on the page shown now (or `page`); nothing until counting has started. Only
 * this and a list live in the app's first script: the sender is fetched two seconds after the
 * page has loaded, so counting never competes with the page or a form (a tab closed before then
 * is not counted).
 */
export function countEvent(event: PageEvent, page = counting?.page()): void {
  if (!counting || !page) return;
  // The site's tests hold every page name to the API's list.
  gathered.push({ event, page: page as CountedPage, language: counting.language() });
  if (sender) return sender(gathered);
  if (loading) return;
  loading = true;
  const options = counting;
  const load = () =>
    setTimeout(
      () =>
        void import("./countSender").then((module) => {
          if (counting !== options) return;
          sender = module.countSender(options);
          sender(gathered, true);
        }),
      afterLoadMs,
    );
  if (document.readyState === "complete") load();
  else addEventListener("load", load, { once: true });
}

/** Forgets the tab's counting (tests). */
export function stopCounting(): void {
  counting = undefined;
  gathered = [];
  sender = undefined;
  loading = false;
}
