import {
  defaultLocale,
  LOCALE_STORAGE_KEY,
  localePrefix,
  pickLocale,
  supportedLocales,
} from "@gw/i18n";
import { PAGE_LEAVING_ATTRIBUTE } from "./pageLeaving";

/**
 * The inline <head> script that applies the visitor's language before first paint. A prefixed
 * address (`/zh/...`) is already in its language. On an unprefixed (English) address it picks
 * the stored choice, else the browser's language, else English, and sends a visitor whose
 * language is not English to the same page at that language's address, query and hash kept.
 * Nothing waits and nothing is hidden for an English visitor.
 */
export function localeRedirectScript(): string {
  const prefixes = supportedLocales.filter((locale) => locale !== defaultLocale).map(localePrefix);
  const stored = `(function(){try{return localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})}catch(e){return null}})()`;
  return (
    `(function(){var p=location.pathname;` +
    `if(${JSON.stringify(prefixes)}.some(function(x){return p===x||p.indexOf(x+"/")===0}))return;` +
    `var l=(${pickLocale.toString()})(${stored},navigator.language,${JSON.stringify(supportedLocales)},${JSON.stringify(defaultLocale)});` +
    `if(l===${JSON.stringify(defaultLocale)})return;` +
    `var d=document.documentElement;d.setAttribute(${JSON.stringify(PAGE_LEAVING_ATTRIBUTE)},"");d.style.display="none";` +
    `location.replace("/"+l+p+location.search+location.hash)})();`
  );
}
