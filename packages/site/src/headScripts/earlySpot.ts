// First in the head of a page that shows spot prices (its route's `staticData.headScripts`): the
// spot request starts as the HTML arrives and the prices are painted before the app runs.
import { startEarlySpot } from "@gw/pricing/early-spot";
import { APP_START_WAITS_GLOBAL } from "./appStartWaits";
import { PAGE_LEAVING_ATTRIBUTE } from "./pageLeaving";

startEarlySpot({ leavingAttribute: PAGE_LEAVING_ATTRIBUTE, appWaits: APP_START_WAITS_GLOBAL });
