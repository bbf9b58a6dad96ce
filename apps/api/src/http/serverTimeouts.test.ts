import { describe, expect, it } from "vitest";
import { serverTimeouts } from "./serverTimeouts";

describe("serverTimeouts", () => {
  it("bounds a request to a few seconds by default, checked every second", () => {
    expect(serverTimeouts({})).toEqual({
      headersTimeout: 5_000,
      requestTimeout: 10_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
    });
  });

  it("reads each limit from the environment", () => {
    expect(
      serverTimeouts({
        API_HEADERS_TIMEOUT_MS: "800",
        API_REQUEST_TIMEOUT_MS: "1500",
        API_KEEP_ALIVE_TIMEOUT_MS: "65000",
      }),
    ).toEqual({
      headersTimeout: 800,
      requestTimeout: 1_500,
      keepAliveTimeout: 65_000,
      connectionsCheckingInterval: 400,
    });
  });

  it.each([
    [{ API_REQUEST_TIMEOUT_MS: "0" }, /API_REQUEST_TIMEOUT_MS must be a whole number/],
    [{ API_HEADERS_TIMEOUT_MS: "2.5" }, /API_HEADERS_TIMEOUT_MS must be a whole number/],
    [{ API_KEEP_ALIVE_TIMEOUT_MS: "soon" }, /API_KEEP_ALIVE_TIMEOUT_MS must be a whole number/],
    [{ API_HEADERS_TIMEOUT_MS: "20000" }, /must not be longer than API_REQUEST_TIMEOUT_MS/],
  ])("refuses %j", (env, message) => {
    expect(() => serverTimeouts(env)).toThrow(message);
  });
});
