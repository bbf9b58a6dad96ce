import { describe, expect, it } from "vitest";
import { joinSentences } from "./locales";

describe("joinSentences", () => {
  it("puts a space between English sentences and none between Chinese ones", () => {
    expect(joinSentences("en", ["Gold rose.", "Silver fell."])).toBe("Gold rose. Silver fell.");
    expect(joinSentences("zh", ["金价上涨。", "银价下跌。"])).toBe("金价上涨。银价下跌。");
  });
});
