// The last element of every prerendered page's body. A prerendered page is complete without
// JavaScript, so on a slow phone the app's code should not share the connection with the page
// before it is painted: the entry module and its imports are added just after the first frame (at
// once in a hidden tab, which paints no frames). Hydration starts a frame later; first paint no
// longer waits on a 100 kB download. Head scripts still painting what the page is for (the spot
// prices) are waited for too, a little (appStartWaits).
import { APP_START_WAIT_CAP_MS, APP_START_WAITS_GLOBAL } from "./appStartWaits";
import type { AppStartParams } from "./headScriptParams";
import { isLeavingPage } from "./pageLeaving";

declare const HEAD_SCRIPT_PARAMS: AppStartParams;
const { entry, preloads } = HEAD_SCRIPT_PARAMS;

let started = false;

function start() {
  // A head script (host check, language move) is replacing this page.
  if (started || isLeavingPage()) return;
  started = true;
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

function startWhenPainted() {
  const waits = (window as unknown as Record<string, Promise<unknown>[] | undefined>)[
    APP_START_WAITS_GLOBAL
  ];
  if (!waits?.length) return start();
  Promise.all(waits).then(start, start);
  setTimeout(start, APP_START_WAIT_CAP_MS);
}

if (document.visibilityState === "hidden") startWhenPainted();
else requestAnimationFrame(() => setTimeout(startWhenPainted, 0));
