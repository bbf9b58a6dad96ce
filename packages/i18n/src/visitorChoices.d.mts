export declare const LANGUAGE_COOKIE: "gw_lang";
export declare const CURRENCY_COOKIE: "gw_currency";
export declare function choiceCookie(
  name: string,
  value: string,
  options?: { secure?: boolean },
): string;
export declare function cookieChoice(
  cookieHeader: string | null | undefined,
  name: string,
): string | null;
export declare function localeCookie(locale: string, options?: { secure?: boolean }): string;
export declare function cookieLocale(cookieHeader: string | null | undefined): string | null;
export declare function preferredLanguage(acceptLanguage: string | null | undefined): string | null;
export declare function requestLocale<T extends string>(
  request: { cookie?: string | null; acceptLanguage?: string | null },
  supported: readonly T[],
  fallback: T,
): T;
