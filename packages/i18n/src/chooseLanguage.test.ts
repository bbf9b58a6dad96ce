import { describe, expect, it } from "vitest";
import { chooseLanguage } from "./chooseLanguage";

function choose(locale: "en" | "zh", href: string) {
  const url = new URL(href, "https://goldwattle.com");
  const calls: string[] = [];
  chooseLanguage(locale, {
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
  it("stores the choice in the cookie alone, then loads the page at the Chinese address", () => {
    expect(choose("zh", "/docs/fees?embedded=true#storage")).toEqual([
      "cookie gw_lang=zh",
      "go /zh/docs/fees?embedded=true#storage",
    ]);
  });

  it("goes back to the English address", () => {
    expect(choose("en", "/zh/contact-us")).toEqual(["cookie gw_lang=en", "go /contact-us"]);
    expect(choose("en", "/zh/")).toEqual(["cookie gw_lang=en", "go /"]);
  });
});
