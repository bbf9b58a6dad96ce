import { describe, expect, it } from "vitest";
import { isValidEmail } from "./isValidEmail";

describe("isValidEmail", () => {
  it.each(["ann@example.com", "a.b+c@mail.example.com.au", "  ann@example.com  "])(
    "accepts %s",
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    "",
    "ann",
    "ann@",
    "ann@example",
    "ann @example.com",
    "ann@exa mple.com",
    "@example.com",
    "ann@@example.com",
  ])("rejects %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
