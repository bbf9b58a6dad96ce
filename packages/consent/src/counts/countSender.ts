import { countedEventsPerCall, type CountedEvent, type CountedSite } from "@gw/api-client/counts";
import { API_PROXY_PREFIX, publicApiPaths } from "@gw/api-client/public-calls";
import { deviceClass } from "./deviceClass";
import { visitSource } from "./visitSource";

/** An event as the page counted it; the sender adds the tab's source and device. */
export type PendingEvent = Pick<CountedEvent, "event" | "page" | "language">;

/** Events gathered this long after the last call go out together. */
const batchDelayMs = 2_000;

/**
 * The counts' sender, loaded after the page (pageCounts): reads the tab's landing source and
 * device once, and sends what was gathered to the page's own origin, without cookies or referrer,
 * with `keepalive` so a call made as the tab closes still arrives. A failed call is not tried
 * again: the API may have counted it, and a second one could count it twice. Returns what takes
 * the events gathered since (emptying the list), sending them at once or in a moment.
 */
export function countSender({
  site,
  landing,
  referrer,
}: {
  site: CountedSite;
  landing: string;
  referrer: string;
}) {
  // Held in memory only: nothing is stored for counting.
  const visit = {
    ...visitSource(new URL(landing), referrer),
    device: deviceClass({
      coarsePointer: matchMedia("(pointer: coarse)").matches,
      shortSide: Math.min(screen.width, screen.height),
    }),
  };
  const pending: PendingEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    clearTimeout(timer);
    timer = undefined;
    while (pending.length > 0) {
      const events = pending
        .splice(0, countedEventsPerCall)
        .map((event) => ({ ...event, ...visit }));
      fetch(`${API_PROXY_PREFIX}${publicApiPaths.counts}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ site, events }),
        keepalive: true,
        credentials: "omit",
        referrerPolicy: "no-referrer",
      }).catch(() => {});
    }
  };
  // A tab being left or put away sends at once: it may never run again.
  addEventListener("pagehide", send);
  document.addEventListener("visibilitychange", () => document.hidden && send());
  return (gathered: PendingEvent[], now?: boolean) => {
    pending.push(...gathered.splice(0));
    if (now || pending.length >= countedEventsPerCall) send();
    else timer ??= setTimeout(send, batchDelayMs);
  };
}
