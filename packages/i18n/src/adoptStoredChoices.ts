import { choiceCookie, cookieChoice, CURRENCY_COOKIE, LANGUAGE_COOKIE } from "./visitorChoices.mjs";

/**
 * Where earlier versions of the site kept a choice in the browser before its cookie existed. Read
 * here once only, so a returning visitor keeps what they chose; the cookie is the one store now.
 */
const olderStores = [
  { key: "gw.preferred-language", cookie: LANGUAGE_COOKIE },
  { key: "gw.price-currency", cookie: CURRENCY_COOKIE },
] as const;

/**
 * Moves a choice kept in the browser's storage by an earlier version into its cookie (unless the
 * cookie holds one already) and forgets it there. Run once as the app starts; the host and the
 * head script follow it from the next page on. Whoever reads a cookie checks its value.
 */
export function adoptStoredChoices(
  win: Pick<Window, "location"> & { document: Pick<Document, "cookie"> } = window,
) {
  let storage: Storage;
  try {
    storage = (win as Window).localStorage;
  } catch {
    // No storage (privacy modes): nothing was kept there either.
    return;
  }
  for (const { key, cookie } of olderStores) {
    try {
      const kept = storage?.getItem(key);
      if (!kept) continue;
      storage.removeItem(key);
      if (cookieChoice(win.document.cookie, cookie) !== null) continue;
      win.document.cookie = choiceCookie(cookie, kept, {
        secure: win.location.protocol === "https:",
      });
    } catch {
      // Storage refused mid-way: the choice stays where it was, to try on the next page.
    }
  }
}
