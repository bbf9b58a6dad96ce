import { describe, expect, it } from "vitest";
import {
  detectLocale,
  LOCALE_STORAGE_KEY,
  readStoredLocale,
  storeLocale,
} from "./localePreference";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const throwingStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("locale preference", () => {
  it("stores and reads back the chosen language", () => {
    const storage = memoryStorage();
    expect(storeLocale(storage, "zh")).toBe(true);
    expect(storage.data.get(LOCALE_STORAGE_KEY)).toBe("zh");
    expect(readStoredLocale(storage)).toBe("zh");
  });

  it("treats an unknown stored value as no preference", () => {
    expect(readStoredLocale(memoryStorage({ [LOCALE_STORAGE_KEY]: "klingon" }))).toBeNull();
  });

  it("survives storage that throws", () => {
    expect(readStoredLocale(throwingStorage)).toBeNull();
    expect(storeLocale(throwingStorage, "en")).toBe(false);
    expect(detectLocale(throwingStorage, "zh-CN")).toBe("zh");
  });

  it("detects zh-CN as Chinese and de-DE as English when nothing is stored", () => {
    expect(detectLocale(memoryStorage(), "zh-CN")).toBe("zh");
    expect(detectLocale(memoryStorage(), "de-DE")).toBe("en");
  });

  it("lets a stored choice win over the browser", () => {
    expect(detectLocale(memoryStorage({ [LOCALE_STORAGE_KEY]: "en" }), "zh-CN")).toBe("en");
  });
});
