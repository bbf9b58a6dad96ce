import { isAllowedHost } from "./isAllowedHost";

/** Set on <html> when the page is on a foreign host; the client then never starts. */
export const FOREIGN_HOST_ATTRIBUTE = "data-gw-foreign-host";

/**
 * An inline script for the top of <head>: on a host outside the patterns it hides the page
 * (before the body is parsed, so nothing prerendered ever shows) and replaces it with the
 * production register page.
 */
export function hostCheckScript(patterns: readonly string[], redirectTo: string): string {
  return (
    `(function(){if((${isAllowedHost.toString()})(location.hostname,${scriptJson(patterns)}))return;` +
    `var d=document.documentElement;d.setAttribute(${scriptJson(FOREIGN_HOST_ATTRIBUTE)},"");` +
    `d.style.display="none";location.replace(${scriptJson(redirectTo)})})();`
  );
}

/** JSON that cannot close the <script> it sits in. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** Whether the host check turned this page away. */
export function isOnForeignHost(doc: Document = document): boolean {
  return doc.documentElement.hasAttribute(FOREIGN_HOST_ATTRIBUTE);
}
