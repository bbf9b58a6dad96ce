/**
 * For the head scripts that start work for the page (the app, the captcha): runs `start` once the
 * browser reports the first contentful paint, so what it fetches and runs does not share the
 * link or the main thread with the page before it is on screen (at once in a hidden tab, which
 * paints nothing). A frame's callbacks run before its pixels are presented, so starting a frame
 * later could still fetch and run it ahead of the first paint when its files come fast (as from
 * a cache).
 */
export function afterFirstPaint(start: () => void): void {
  if (document.visibilityState === "hidden") {
    start();
    return;
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  const reportsPaint =
    typeof PerformanceObserver !== "undefined" &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes("paint");
  if (reportsPaint) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: "paint", buffered: true });
  }
  // A browser that reports no paint timing starts a frame later; one that does but has not
  // reported a paint by then (a page with nothing to paint yet) starts after this bound all the
  // same.
  requestAnimationFrame(() => setTimeout(startOnce, reportsPaint ? PAINT_WAIT_BOUND_MS : 0));
}

const PAINT_WAIT_BOUND_MS = 1000;
