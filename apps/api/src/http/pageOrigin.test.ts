import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { pageOrigin } from "./pageOrigin";

const token = "a-long-random-proxy-token";
const vip = "http://localhost:4174";

/** The page origin an app with this token sees for a request carrying these headers. */
async function seenOrigin(proxyToken: string | undefined, headers: Record<string, string>) {
  const origin = pageOrigin(proxyToken);
  const app = new Hono().get("/", (c) => c.text(origin(c) ?? "(none)"));
  return (await app.request("/", { headers })).text();
}

describe("pageOrigin", () => {
  it("believes the site a host names (X-Gw-Site) when the host sends the proxy token", async () => {
    expect(await seenOrigin(token, { "X-Gw-Site": vip, "X-Gw-Proxy-Token": token })).toBe(vip);
  });

  it("ignores X-Gw-Site without a valid token, or with no token configured", async () => {
    for (const sent of [`${token}x`, token.slice(1), "", undefined]) {
      const headers: Record<string, string> = { "X-Gw-Site": vip };
      if (sent !== undefined) headers["X-Gw-Proxy-Token"] = sent;
      expect(await seenOrigin(token, headers)).toBe("(none)");
    }
    expect(await seenOrigin(undefined, { "X-Gw-Site": vip, "X-Gw-Proxy-Token": "" })).toBe(
      "(none)",
    );
  });

  it("takes the browser's Origin for a call made straight to the API", async () => {
    expect(await seenOrigin(token, { Origin: vip })).toBe(vip);
    // A forged X-Gw-Site beside it changes nothing.
    expect(await seenOrigin(token, { Origin: vip, "X-Gw-Site": "http://localhost:4173" })).toBe(
      vip,
    );
  });
});
