import { describe, expect, it } from "vitest";
import { bearerTokenMatches } from "./bearerTokenMatches";

describe("bearerTokenMatches", () => {
  it("accepts exactly the configured token", () => {
    expect(bearerTokenMatches("Bearer s3cret", "s3cret")).toBe(true);
  });

  it.each([undefined, "", "Bearer ", "Bearer s3cre", "Bearer s3cret!", "Basic s3cret", "s3cret"])(
    "refuses %j",
    (header) => {
      expect(bearerTokenMatches(header, "s3cret")).toBe(false);
    },
  );
});
