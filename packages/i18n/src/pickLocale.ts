/**
 * Decides the initial language: the stored preference, else the first part of the browser
 * language when supported, else the fallback.
 *
 * Kept free of imports and closures on purpose: its source text is also inlined into the
 * prerendered page's <head> (see localeBootScript) so the language is known before first paint.
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
