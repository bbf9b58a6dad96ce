import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "./intlFormats";

describe("intlFormats", () => {
  it("builds a formatter once per language and options, and formats as Intl does", () => {
    const twoDigits = numberFormat("en-AU", { maximumFractionDigits: 2 });
    expect(numberFormat("en-AU", { maximumFractionDigits: 2 })).toBe(twoDigits);
    expect(numberFormat("en-AU", { maximumFractionDigits: 3 })).not.toBe(twoDigits);
    expect(numberFormat("zh-CN", { maximumFractionDigits: 2 })).not.toBe(twoDigits);
    expect(twoDigits.format(1234.567)).toBe("1,234.57");

    const sydney = { timeZone: "Australia/Sydney", timeZoneName: "short" } as const;
    expect(dateTimeFormat("en-AU", sydney)).toBe(dateTimeFormat("en-AU", sydney));
    expect(dateTimeFormat("en-AU", sydney).format(new Date("2026-11-24T00:10:00Z"))).toBe(
      new Intl.DateTimeFormat("en-AU", sydney).format(new Date("2026-11-24T00:10:00Z")),
    );
  });
});
