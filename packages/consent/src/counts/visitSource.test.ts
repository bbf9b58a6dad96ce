import { describe, expect, it } from "vitest";
import { visitSource } from "./visitSource";

const landing = (address: string) => new URL(address);

describe("visitSource", () => {
  it("takes source, medium and campaign from the landing address's utm_ parameters", () => {
    expect(
      visitSource(
        landing("https://cny.example/zh/?utm_source=wechat&utm_medium=social&utm_campaign=cny26"),
        "https://search.example/?q=gold",
      ),
    ).toEqual({ source: "wechat", medium: "social", campaign: "cny26" });
  });

  it("falls back to the referring site's host name, never its path or query", () => {
    expect(
      visitSource(landing("https://goldwattle.example/"), "https://www.baidu.com/s?wd=gold"),
    ).toEqual({ source: "www.baidu.com", medium: "", campaign: "" });
  });

  it("keeps utm_medium and utm_campaign when only the source falls back", () => {
    expect(
      visitSource(landing("https://goldwattle.example/?utm_campaign=spring"), "https://x.example/"),
    ).toEqual({ source: "x.example", medium: "", campaign: "spring" });
  });

  it.each([
    ["no referrer", ""],
    ["our own host (a reload)", "https://goldwattle.example/docs/fees"],
    ["a referrer that is no web address", "android-app://com.example/"],
    ["garbage", "not a url"],
  ])("is direct with %s", (_case, referrer) => {
    expect(visitSource(landing("https://goldwattle.example/contact-us"), referrer)).toEqual({
      source: "direct",
      medium: "",
      campaign: "",
    });
  });

  it("trims values and cuts them to the API's length, never through a character", () => {
    const long = `${"a".repeat(99)}😀`;
    const { source, campaign } = visitSource(
      landing(
        `https://goldwattle.example/?utm_source=${encodeURIComponent(` ${long} `)}&utm_campaign=${"c".repeat(150)}`,
      ),
      "",
    );
    expect(source).toBe("a".repeat(99));
    expect(campaign).toBe("c".repeat(100));
  });

  it("counts an empty utm_source as none", () => {
    expect(visitSource(landing("https://goldwattle.example/?utm_source=%20"), "").source).toBe(
      "direct",
    );
  });
});
