import { PAGE_LEAVING_ATTRIBUTE } from "../head/pageLeaving";
import { isAllowedHost } from "./isAllowedHost";

/**
 * An inline script for the top of <head>: on a host outside the patterns it hides the page
 * (before the body is parsed, so nothing prerendered ever shows) and replaces it with the
 * production register page.
 */
export function hostCheckScript(patterns: readonly string[], redirectTo: string): string {
  return (
    `(function(){if((${isAllowedHost.toString()})(location.hostname,${scriptJson(patterns)}))return;` +
    `var d=document.documentElement;d.setAttribute(${scriptJson(PAGE_LEAVING_ATTRIBUTE)},"");` +
    `d.style.display="none";location.replace(${scriptJson(redirectTo)})})();`
  );
}

/** JSON that cannot close the <script> it sits in. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
