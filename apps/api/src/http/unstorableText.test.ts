import { describe, expect, it } from "vitest";
import { unstorableText } from "./unstorableText";

describe("unstorableText", () => {
  it.each(["plain", "中文", "🪙 paired surrogates", "", "tab\tand\nnewline"])(
    "keeps %j",
    (text) => {
      expect(unstorableText("field", text)).toBeNull();
    },
  );

  it.each([
    ["a\ud800", '"field" holds a lone UTF-16 surrogate, which is no character'],
    ["\udfffb", '"field" holds a lone UTF-16 surrogate, which is no character'],
    ["\ud83d\ud83d", '"field" holds a lone UTF-16 surrogate, which is no character'],
    ["a\u0000b", '"field" holds a NUL character, which cannot be stored'],
  ])("refuses %j", (text, reason) => {
    expect(unstorableText("field", text)).toBe(reason);
  });
});
