import { describe, expect, it, vi } from "vitest";
import { chooseLanguage } from "./chooseLanguage";
import { LOCALE_STORAGE_KEY } from "./localePreference";

describe("chooseLanguage", () => {
  it("stores the choice, then reloads", () => {
    const calls: string[] = [];
    const setItem = vi.fn((key: string, value: string) => calls.push(`store ${key}=${value}`));
    const reload = vi.fn(() => calls.push("reload"));
    chooseLanguage("zh", {
      localStorage: { setItem } as unknown as Storage,
      location: { reload } as unknown as Location,
    });
    expect(calls).toEqual([`store ${LOCALE_STORAGE_KEY}=zh`, "reload"]);
  });
});
