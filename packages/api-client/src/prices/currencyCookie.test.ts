import { describe, expect, it } from "vitest";
import { cookieCurrency, currencyCookie } from "./currencyCookie";

describe("the currency cookie", () => {
  it("round-trips through a Cookie header, among others", () => {
    const cookie = currencyCookie("USD");
    expect(cookie).toBe("gw_currency=USD; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(cookieCurrency(`gw_lang=zh; ${cookie.split(";")[0]}; a=1`)).toBe("USD");
    expect(currencyCookie("CNY", { secure: true })).toMatch(/; Secure$/);
  });

  it("reads no currency from a missing, foreign or longer-named cookie", () => {
    expect(cookieCurrency(null)).toBeNull();
    expect(cookieCurrency("gw_currency=EUR")).toBeNull();
    expect(cookieCurrency("old_gw_currency=USD")).toBeNull();
    expect(cookieCurrency("gw_currency")).toBeNull();
  });
});
