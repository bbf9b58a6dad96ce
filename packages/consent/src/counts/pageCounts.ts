import {
  countedEventsPerCall,
  type CountedEvent,
  type CountedPage,
  type CountedSite,
  type CountsRequest,
  type DeviceClass,
  type PageEvent,
  type VisitSource,
} from "@gw/api-client/counts";
import { API_PROXY_PREFIX, publicApiPaths } from "@gw/api-client/public-calls";
import { deviceClass } from "./deviceClass";
import { visitSource } from "./visitSource";

export interface CountingOptions {
  site: CountedSite;
  /** The page name (its `PageView`'s) of the page shown now, if it has one. */
  page: () => string | undefined;
  language: () => "en" | "zh";
}

/** Events gathered this long after the page has loaded go out in one call. */
const sendDelayMs = 2_000;

interface Counting {
  site: CountedSite;
  options: CountingOptions;
  /** The tab's landing source and device, held in memory only: nothing is stored. */
  visit: VisitSource & { device: DeviceClass };
  queue: CountedEvent[];
  timer: ReturnType<typeof setTimeout> | undefined;
  waiting: boolean;
}

let counting: Counting | undefined;

/** Whether the browser asks not to be tracked (Global Privacy Control). */
function refusesTracking(): boolean {
  return (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

function deviceOfThisBrowser(): DeviceClass {
  const { mobile } = (navigator as { userAgentData?: { mobile?: boolean } }).userAgentData ?? {};
  return deviceClass({
    mobile,
    coarsePointer: matchMedia("(pointer: coarse)").matches,
    shortSide: Math.min(screen.width, screen.height),
  });
}

/**
 * Sends what was gathered: to the page's own origin, without cookies or referrer, with `keepalive`
 * so a call made as the tab closes still arrives. A failed call is not retried: the API may have
 * counted it, and a second one could count it twice.
 */
function send(): void {
  if (!counting) return;
  clearTimeout(counting.timer);
  counting.timer = undefined;
  counting.waiting = false;
  while (counting.queue.length > 0) {
    const body: CountsRequest = {
      site: counting.site,
      events: counting.queue.splice(0, countedEventsPerCall),
    };
    void fetch(`${API_PROXY_PREFIX}${publicApiPaths.counts}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: "omit",
      referrerPolicy: "no-referrer",
    }).catch(() => {});
  }
}

/** After the page has loaded and a little more, so counting never competes with the page. */
function schedule(state: Counting): void {
  if (state.queue.length >= countedEventsPerCall) return send();
  if (state.waiting) return;
  state.waiting = true;
  const wait = () => {
    if (state.waiting) state.timer = setTimeout(send, sendDelayMs);
  };
  if (document.readyState === "complete") wait();
  else addEventListener("load", wait, { once: true });
}

function sendWhenHidden(): void {
  if (document.visibilityState === "hidden") send();
}

/**
 * Starts counting this tab's events (contract.md "First-party counts"): unless the browser sends
 * Global Privacy Control, every `countEvent` from now on is counted, whatever the cookie choice.
 */
export function startCounting(options: CountingOptions): void {
  if (counting || refusesTracking()) return;
  counting = {
    site: options.site,
    options,
    visit: {
      ...visitSource(new URL(location.href), document.referrer),
      device: deviceOfThisBrowser(),
    },
    queue: [],
    timer: undefined,
    waiting: false,
  };
  // A tab being left or put away sends at once: it may never run again.
  addEventListener("pagehide", send);
  document.addEventListener("visibilitychange", sendWhenHidden);
}

/** Counts one event on the page shown now (or `page`); nothing until counting has started. */
export function countEvent(event: PageEvent, page?: string): void {
  if (!counting) return;
  const shown = page ?? counting.options.page();
  if (!shown) return;
  counting.queue.push({
    event,
    // The site's tests hold every page name to the API's list.
    page: shown as CountedPage,
    language: counting.options.language(),
    ...counting.visit,
  });
  schedule(counting);
}

/** Forgets the tab's counting (tests). */
export function stopCounting(): void {
  if (!counting) return;
  clearTimeout(counting.timer);
  removeEventListener("pagehide", send);
  document.removeEventListener("visibilitychange", sendWhenHidden);
  counting = undefined;
}
