// The last element of every prerendered page's body. A prerendered page is complete without
// JavaScript, so on a slow phone the app must not share the link or the main thread with the
// page before it is on screen: the app's files are asked for, and its entry run, once the browser
// reports the first contentful paint (before it, Lighthouse counts every file that arrived in the
// page's paint: 1 s more LCP on its simulated slow link). They are all asked for at once, though:
// the entry with every module this page's app loads on its way to live (this script's
// `data-modules`, written by the prerender), preloaded at low priority (fetched, not run: the
// entry runs them), so the app waits for no round trip after another (its language's catalogs,
// then its page's code).
import { afterFirstPaint } from "./afterFirstPaint";
import type { AppStartParams } from "./headScriptParams";
import { isLeavingPage } from "./pageLeaving";

declare const HEAD_SCRIPT_PARAMS: AppStartParams;
const { entry, preloads } = HEAD_SCRIPT_PARAMS;

/** The page's own modules, as the prerender wrote them on this script. */
const pageModules = (document.currentScript?.dataset.modules ?? "").split(" ").filter(Boolean);

function preload(href: string) {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.crossOrigin = "";
  link.setAttribute("fetchpriority", "low");
  link.href = href;
  document.head.append(link);
}

function start() {
  const script = document.createElement("script");
  script.type = "module";
  script.crossOrigin = "";
  script.src = entry;
  document.head.append(script);
}

// A head script (host check, language move) is replacing this page.
if (!isLeavingPage()) {
  afterFirstPaint(() => {
    for (const href of new Set([entry, ...preloads, ...pageModules])) preload(href);
    start();
  });
}
