import { describe, expect, it } from "vitest";
import { adoptStoredChoices } from "./adoptStoredChoices";

/** A browser with what an earlier version kept in its storage, and a cookie jar. */
function browser(kept: Record<string, string>, cookie = "") {
  const storage = new Map(Object.entries(kept));
  const jar = new Map(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((pair) => pair.split("=") as [string, string]),
  );
  const win = {
    location: { protocol: "https:" },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      removeItem: (key: string) => storage.delete(key),
    },
    document: {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
      },
      set cookie(text: string) {
        const [name = "", value = ""] = text.split(";")[0]!.split("=");
        jar.set(name, value);
      },
    },
  };
  adoptStoredChoices(win as unknown as Parameters<typeof adoptStoredChoices>[0]);
  return { storage, cookie: win.document.cookie };
}

describe("adoptStoredChoices", () => {
  it("moves the language and currency an earlier version kept in storage into their cookies", () => {
    expect(browser({ "gw.preferred-language": "zh", "gw.price-currency": "CNY" })).toEqual({
      storage: new Map(),
      cookie: "gw_lang=zh; gw_currency=CNY",
    });
  });

  it("never overrides a choice the cookie holds, and forgets the older one", () => {
    expect(browser({ "gw.preferred-language": "zh" }, "gw_lang=en")).toEqual({
      storage: new Map(),
      cookie: "gw_lang=en",
    });
  });

  it("does nothing for a visitor who kept nothing", () => {
    expect(browser({}, "a=1").cookie).toBe("a=1");
  });
});
