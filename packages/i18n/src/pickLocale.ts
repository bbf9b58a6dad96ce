/**
 * Decides the initial language: the stored preference, else the first part of the browser
 * language when supported, else the fallback. The site's head script (languageMove) runs it
 * before first paint, so it stays a small plain function.
 */
export function pickLocale(
  stored: string | null | undefined,
  browserLanguage: string | null | undefined,
  supported: readonly string[],
  fallback: string,
): string {
  if (stored && supported.indexOf(stored) !== -1) return stored;
  const primary = (browserLanguage || "").split("-")[0]!.toLowerCase();
  if (primary && supported.indexOf(primary) !== -1) return primary;
  return fallback;
}
