import { describe, expect, it } from "vitest";
import { isRealDate } from "./calendarDates";

describe("isRealDate", () => {
  it("takes calendar days and refuses impossible ones without throwing", () => {
    expect(isRealDate("2025-02-28")).toBe(true);
    expect(isRealDate("2025-02-30")).toBe(false);
    expect(isRealDate("2025-13-01")).toBe(false);
    expect(isRealDate("25-01-01")).toBe(false);
  });
});
