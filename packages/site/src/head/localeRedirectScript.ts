import {
  defaultLocale,
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  localePrefix,
  pickLocale,
  supportedLocales,
} from "@gw/i18n";
import { localeCookie } from "@gw/i18n/request";
import { PAGE_LEAVING_ATTRIBUTE } from "./pageLeaving";

/**
 * The inline <head> script that puts the visitor in their language before first paint. A prefixed
 * address (`/zh/...`) is always in its language. On an unprefixed address the visitor's language
 * is the stored choice, else the browser's language, else English:
 * - the page is already in it (an English page, or a Chinese page the server chose from the
 *   language cookie or `Accept-Language`): nothing moves; a Chinese page only takes its own
 *   address (`history.replaceState`), so the app hydrates the page it was rendered for;
 * - otherwise, where no server chose (a static host without an edge, an older choice kept only in
 *   the browser), the page is hidden and replaced by its twin, query and hash kept.
 * A choice kept only in the browser is copied into the cookie, so the server makes it next time.
 */
export function localeRedirectScript(): string {
  const prefixes = supportedLocales.filter((locale) => locale !== defaultLocale).map(localePrefix);
  const cookieAttributes = localeCookie("").slice(`${LOCALE_COOKIE}=`.length);
  const json = JSON.stringify;
  return (
    `(function(){var p=location.pathname,d=document.documentElement,t=location.search+location.hash;` +
    `if(${json(prefixes)}.some(function(x){return p===x||p.indexOf(x+"/")===0}))return;` +
    `var s=null;try{s=localStorage.getItem(${json(LOCALE_STORAGE_KEY)})}catch(e){}` +
    `var r=function(){var m=document.cookie.match(/(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)/);return m?m[1]:null};` +
    `var w=function(x){document.cookie=${json(`${LOCALE_COOKIE}=`)}+x+${json(cookieAttributes)}+(location.protocol==="https:"?"; Secure":"")};` +
    `var c=r(),l=(${pickLocale.toString()})(s||c,navigator.language,${json(supportedLocales)},${json(defaultLocale)});` +
    `if(s&&s!==c)w(s);` +
    `var g=d.lang.split("-")[0].toLowerCase();` +
    `if(l===g){if(g!==${json(defaultLocale)})history.replaceState(history.state,"","/"+g+p+t);return}` +
    `var h=function(){d.setAttribute(${json(PAGE_LEAVING_ATTRIBUTE)},"");d.style.display="none"};` +
    `if(l!==${json(defaultLocale)}){h();location.replace("/"+l+p+t);return}` +
    // English is wanted where the server answered in another language: the cookie now says
    // English, so the same address comes back in English (never again if cookies are refused).
    `w(l);if(r()===l){h();location.reload()}})();`
  );
}
