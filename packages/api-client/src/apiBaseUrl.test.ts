import { describe, expect, it } from "vitest";
import { apiBaseUrl } from "./apiBaseUrl";

describe("apiBaseUrl", () => {
  it("defaults to the local API", () => {
    expect(apiBaseUrl("")).toBe("http://localhost:8787");
    expect(apiBaseUrl(undefined)).toBe("http://localhost:8787");
  });

  it("uses the configured base without a trailing slash", () => {
    expect(apiBaseUrl("https://api.example.com/")).toBe("https://api.example.com");
  });
});
