// The last element of every prerendered page's body. A prerendered page is complete without
// JavaScript, so on a slow phone the app's code should not share the connection or the main thread
// with the page before it is on screen: the entry module and its imports are added once the
// browser reports the first contentful paint (at once in a hidden tab, which paints nothing). A
// frame's callbacks run before its pixels are presented, so starting a frame later could still
// fetch and run the app ahead of the first paint when its files come fast (as from a cache).
import type { AppStartParams } from "./headScriptParams";
import { isLeavingPage } from "./pageLeaving";

declare const HEAD_SCRIPT_PARAMS: AppStartParams;
const { entry, preloads } = HEAD_SCRIPT_PARAMS;

function start() {
  // A head script (host check, language move) is replacing this page.
  if (isLeavingPage()) return;
  for (const href of preloads) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement("script");
  script.type = "module";
  script.crossOrigin = "";
  script.src = entry;
  document.head.append(script);
}

// A browser that reports no paint timing starts a frame later; one that does but has not reported
// a paint by then (a page with nothing to paint yet) starts after this bound all the same.
const PAINT_WAIT_BOUND_MS = 1000;

function startAfterFirstPaint() {
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
  requestAnimationFrame(() => setTimeout(startOnce, reportsPaint ? PAINT_WAIT_BOUND_MS : 0));
}

if (document.visibilityState === "hidden") start();
else startAfterFirstPaint();
