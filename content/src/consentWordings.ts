import { existsSync, readFileSync } from "node:fs";

/**
 * The folder of consent wordings: `{label}/{en,zh}.md`, and `digests.json`. Beside the sources
 * (content/src/ to content/consent/), or beside a server bundle that copies it (the API's
 * dist/consent/).
 */
export const consentWordingsDir = new URL(
  import.meta.url.endsWith(".ts") ? "../consent/" : "./consent/",
  import.meta.url,
);

/** What a consent wording's label stood for, in English and Chinese. */
export interface ConsentWordingText {
  label: string;
  en: string;
  zh: string;
}

/**
 * The archived text of a consent wording (server side: it reads the files), or undefined for a
 * label that has none. Each text is held to its committed digest by this package's test.
 */
export function consentWordingText(label: string): ConsentWordingText | undefined {
  if (!/^[a-z0-9-]+$/.test(label)) return undefined;
  const file = (locale: string) => new URL(`${label}/${locale}.md`, consentWordingsDir);
  if (!existsSync(file("en")) || !existsSync(file("zh"))) return undefined;
  return {
    label,
    en: readFileSync(file("en"), "utf8"),
    zh: readFileSync(file("zh"), "utf8"),
  };
}
