import { defaultLocale, supportedLocales } from "./locales";
import { LOCALE_STORAGE_KEY } from "./localePreference";
import { pickLocale } from "./pickLocale";

/** Class set on <html> while the page waits for the visitor's language; CSS hides the body. */
export const LOCALE_PENDING_CLASS = "gw-locale-pending";

/**
 * An inline <head> script for prerendered pages. Pages are prerendered in the default
 * language; when this visitor's language differs, it hides the body until the client has
 * rendered in their language, so no English flashes before Chinese. A timeout reveals the
 * page whatever happens, so a failed script never leaves it blank.
 */
export function localeBootScript(): string {
  const args = [
    `(function(){try{return localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})}catch(e){return null}})()`,
    "navigator.language",
    JSON.stringify(supportedLocales),
    JSON.stringify(defaultLocale),
  ].join(",");
  return (
    `(function(){var l=(${pickLocale.toString()})(${args});` +
    `var d=document.documentElement;d.setAttribute("data-locale",l);` +
    `if(l!==${JSON.stringify(defaultLocale)}){d.lang=l==="zh"?"zh-CN":l;d.classList.add(${JSON.stringify(LOCALE_PENDING_CLASS)});` +
    `setTimeout(function(){d.classList.remove(${JSON.stringify(LOCALE_PENDING_CLASS)})},4000)}})();`
  );
}

/** The CSS that goes with localeBootScript. */
export const localePendingCss = `.${LOCALE_PENDING_CLASS} body{visibility:hidden}`;
