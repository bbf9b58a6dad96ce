import { describe, expect, it } from "vitest";
import { signUpUrl } from "./signUpUrl";

describe("signUpUrl", () => {
  it("asks the app for sign-up", () => {
    expect(signUpUrl("https://app.goldwattle.com")).toBe(
      "https://app.goldwattle.com/register?signup=true",
    );
  });

  it("carries a trimmed referral code, encoded", () => {
    expect(signUpUrl("https://app.goldwattle.com", "  GOLDFRIEND ")).toBe(
      "https://app.goldwattle.com/register?signup=true&referral=GOLDFRIEND",
    );
    expect(signUpUrl("https://app.goldwattle.com", "a&b c")).toBe(
      "https://app.goldwattle.com/register?signup=true&referral=a%26b+c",
    );
  });

  it("leaves out a blank code", () => {
    expect(signUpUrl("https://app.goldwattle.com", "   ")).toBe(
      "https://app.goldwattle.com/register?signup=true",
    );
  });

  it("keeps a path prefix and ignores a trailing slash", () => {
    expect(signUpUrl("http://localhost:5000/app/")).toBe(
      "http://localhost:5000/app/register?signup=true",
    );
  });
});
