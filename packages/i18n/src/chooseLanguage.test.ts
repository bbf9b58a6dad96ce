import { describe, expect, it, vi } from "vitest";
import { chooseLanguage } from "./chooseLanguage";
import { LOCALE_STORAGE_KEY } from "./localePreference";

function choose(locale: "en" | "zh", href: string) {
  const url = new URL(href, "https://goldwattle.com");
  const calls: string[] = [];
  const setItem = vi.fn((key: string, value: string) => calls.push(`store ${key}=${value}`));
  chooseLanguage(locale, {
    localStorage: { setItem } as unknown as Storage,
    document: {
      set cookie(value: string) {
        calls.push(`cookie ${value.split(";")[0]}`);
      },
    } as Document,
    location: {
      protocol: url.protocol,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      assign: (to: string) => calls.push(`go ${to}`),
    } as unknown as Location,
  });
  return calls;
}

describe("chooseLanguage", () => {
  it("stores the choice, then loads the page at the Chinese address", () => {
    expect(choose("zh", "/docs/fees?embedded=true#storage")).toEqual([
      `store ${LOCALE_STORAGE_KEY}=zh`,
      "cookie gw_lang=zh",
      "go /zh/docs/fees?embedded=true#storage",
    ]);
  });

  it("goes back to the English address", () => {
    expect(choose("en", "/zh/contact-us")).toEqual([
      `store ${LOCALE_STORAGE_KEY}=en`,
      "cookie gw_lang=en",
      "go /contact-us",
    ]);
    expect(choose("en", "/zh/")).toEqual([
      `store ${LOCALE_STORAGE_KEY}=en`,
      "cookie gw_lang=en",
      "go /",
    ]);
  });
});
