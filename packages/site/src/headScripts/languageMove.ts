// Puts the visitor in their language before first paint. A prefixed address (`/zh/...`) is always
// in its language. An unprefixed address is answered by the host in the language `requestLocale`
// decides (the language cookie, else the browser's language, else English); this script runs the
// same function where no host did:
// - a page not in English was chosen by a host: it only takes its own address
//   (`history.replaceState`), so the app hydrates the page it was rendered for;
// - on an English page (as built, or chosen), the visitor who wants another language gets the
//   page hidden and replaced by its twin, query and hash kept.
import { defaultLocale, localeFromPath, localePrefix, supportedLocales } from "@gw/i18n/choice";
import { isLocale } from "@gw/i18n/locales";
import { requestLocale } from "@gw/i18n/visitor";
import { leavePage } from "./pageLeaving";

function moveToLanguage() {
  const path = location.pathname;
  const rest = location.search + location.hash;
  if (localeFromPath(path) !== defaultLocale) return;
  const shown = document.documentElement.lang.split("-")[0]!.toLowerCase();
  if (shown !== defaultLocale) {
    if (isLocale(shown)) history.replaceState(history.state, "", localePrefix(shown) + path + rest);
    return;
  }
  const wanted = requestLocale(
    { cookie: document.cookie, acceptLanguage: navigator.language },
    supportedLocales,
    defaultLocale,
  );
  if (wanted === defaultLocale) return;
  leavePage();
  location.replace(localePrefix(wanted) + path + rest);
}

moveToLanguage();
