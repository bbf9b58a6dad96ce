// First in the head of a page that shows spot prices (its route's `staticData.headScripts`): the
// spot request starts as the HTML arrives and the prices are painted before the app runs.
import { startEarlySpot } from "@gw/pricing/early-spot";
import { APP_START_WAITS_GLOBAL } from "./appStartWaits";
import type { EarlySpotParams } from "./headScriptParams";
import { PAGE_LEAVING_ATTRIBUTE } from "./pageLeaving";

declare const HEAD_SCRIPT_PARAMS: EarlySpotParams;

startEarlySpot({
  apiUrl: HEAD_SCRIPT_PARAMS.apiUrl,
  leavingAttribute: PAGE_LEAVING_ATTRIBUTE,
  appWaits: APP_START_WAITS_GLOBAL,
});
