// The last element of every prerendered page's body. A prerendered page is complete without
// JavaScript, so on a slow phone the app's code should not share the connection with the page
// before it is painted: the entry module and its imports are added just after the first frame (at
// once in a hidden tab, which paints no frames). Hydration starts a frame later; first paint no
// longer waits on a 100 kB download.
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

if (document.visibilityState === "hidden") start();
else requestAnimationFrame(() => setTimeout(start, 0));
