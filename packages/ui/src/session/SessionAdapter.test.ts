import { describe, expect, it } from "vitest";
import { cookieSessionAdapter } from "./SessionAdapter";

describe("cookieSessionAdapter", () => {
  const adapter = (cookie: string) => cookieSessionAdapter("gw_signed_in", { cookie });

  it("is logged in when the hint cookie is set", () => {
    expect(adapter("a=1; gw_signed_in=1; b=2").isLoggedIn()).toBe(true);
  });

  it("is logged out without the cookie, or when it is cleared", () => {
    expect(adapter("").isLoggedIn()).toBe(false);
    expect(adapter("gw_signed_in=0").isLoggedIn()).toBe(false);
    expect(adapter("gw_signed_in=").isLoggedIn()).toBe(false);
    expect(adapter("not_gw_signed_in=1").isLoggedIn()).toBe(false);
  });
});
