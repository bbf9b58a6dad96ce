// First in every page's <head>: on a host outside the brand's patterns the page is hidden before
// the body is parsed (nothing prerendered ever shows) and replaced by the production register page.
import { isAllowedHost } from "../hostCheck/isAllowedHost";
import type { HostCheckParams } from "./headScriptParams";
import { leavePage } from "./pageLeaving";

declare const HEAD_SCRIPT_PARAMS: HostCheckParams;
const { patterns, redirectTo } = HEAD_SCRIPT_PARAMS;

if (!isAllowedHost(location.hostname, patterns)) {
  leavePage();
  location.replace(redirectTo);
}
