import { describe, expect, it } from "vitest";
import { vary } from "./vary";

describe("vary", () => {
  it("adds each name once, after those the answer has", () => {
    const headers = new Headers({ Vary: "Accept-Encoding" });
    vary(headers, "Cookie");
    vary(headers, "Cookie, Accept-Language");
    expect(headers.get("Vary")).toBe("Accept-Encoding, Cookie, Accept-Language");
    vary(headers, "accept-encoding");
    expect(headers.get("Vary")).toBe("Accept-Encoding, Cookie, Accept-Language");
    const none = new Headers();
    vary(none, "Cookie");
    expect(none.get("Vary")).toBe("Cookie");
  });
});
