// Puts the visitor in their language before first paint. A prefixed address (`/zh/...`) is always
// in its language. On an unprefixed address the visitor's language is the stored choice, else the
// browser's language, else English:
// - the page is already in it (an English page, or a Chinese page the server chose from the
//   language cookie or `Accept-Language`): nothing moves; a Chinese page only takes its own
//   address (`history.replaceState`), so the app hydrates the page it was rendered for;
// - otherwise, where no server chose (a static host without an edge, an older choice kept only in
//   the browser), the page is hidden and replaced by its twin, query and hash kept.
// A choice kept only in the browser is copied into the cookie, so the server makes it next time.
import {
  defaultLocale,
  LOCALE_STORAGE_KEY,
  localeFromPath,
  localePrefix,
  pickLocale,
  supportedLocales,
} from "@gw/i18n/choice";
import { cookieLocale, localeCookie } from "@gw/i18n/request";
import { isLocale } from "@gw/i18n/locales";
import { leavePage } from "./pageLeaving";

function moveToLanguage() {
  const path = location.pathname;
  const rest = location.search + location.hash;
  if (localeFromPath(path) !== defaultLocale) return;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // No storage (privacy modes): the visitor has made no choice this page can read.
  }
  const remember = (locale: string) => {
    document.cookie = localeCookie(locale, { secure: location.protocol === "https:" });
  };
  const cookie = cookieLocale(document.cookie);
  const wanted = pickLocale(stored || cookie, navigator.language, supportedLocales, defaultLocale);
  if (stored && stored !== cookie) remember(stored);
  const shown = document.documentElement.lang.split("-")[0]!.toLowerCase();
  if (!isLocale(wanted)) return;
  if (wanted === shown) {
    if (isLocale(shown) && shown !== defaultLocale)
      history.replaceState(history.state, "", localePrefix(shown) + path + rest);
    return;
  }
  if (wanted !== defaultLocale) {
    leavePage();
    location.replace(localePrefix(wanted) + path + rest);
    return;
  }
  // English is wanted where the server answered in another language: the cookie now says
  // English, so the same address comes back in English (never again if cookies are refused).
  remember(wanted);
  if (cookieLocale(document.cookie) === wanted) {
    leavePage();
    location.reload();
  }
}

moveToLanguage();
