// One formatter per language and options, kept for the page's life: building an Intl formatter
// costs far more than using one (a time-zone formatter loads its zone's rules), and a price
// panel, a chart or a typed number formats on every render.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<Format>(
  store: Map<string, Format>,
  lang: string,
  options: object | undefined,
  make: () => Format,
): Format {
  const key = `${lang} ${JSON.stringify(options ?? {})}`;
  let format = store.get(key);
  if (!format) {
    format = make();
    store.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(lang, options)`, built once. */
export function numberFormat(lang: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(numberFormats, lang, options, () => new Intl.NumberFormat(lang, options));
}

/** `new Intl.DateTimeFormat(lang, options)`, built once. */
export function dateTimeFormat(
  lang: string,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return kept(dateTimeFormats, lang, options, () => new Intl.DateTimeFormat(lang, options));
}
