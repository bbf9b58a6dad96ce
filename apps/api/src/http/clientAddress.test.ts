import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress, type ClientTrust } from "./clientAddress";

const token = "a-long-random-proxy-token";

/** The client an app with this trust sees for a request carrying these headers. */
async function seenClient(trust: ClientTrust, headers: Record<string, string>) {
  const app = new Hono().get("/", (c) => c.text(clientAddress(c, trust)));
  return (await app.request("/", { headers })).text();
}

const forwarded = { "X-Forwarded-For": "203.0.113.7" };

describe("clientAddress", () => {
  it("believes X-Forwarded-For from a site host that sends the proxy token", async () => {
    expect(
      await seenClient(
        { proxyToken: token, trustProxy: false },
        { ...forwarded, "X-Gw-Proxy-Token": token },
      ),
    ).toBe("203.0.113.7");
  });

  it("takes the socket's address when the token is wrong, missing or not configured", async () => {
    const trust = { proxyToken: token, trustProxy: false };
    for (const sent of [`${token}x`, token.slice(1), "", undefined]) {
      const headers = sent === undefined ? forwarded : { ...forwarded, "X-Gw-Proxy-Token": sent };
      expect(await seenClient(trust, headers)).toBe("in-process");
    }
    expect(
      await seenClient(
        { proxyToken: undefined, trustProxy: false },
        { ...forwarded, "X-Gw-Proxy-Token": "" },
      ),
    ).toBe("in-process");
  });

  it("believes every caller's X-Forwarded-For behind a load balancer (API_TRUST_PROXY=1)", async () => {
    expect(await seenClient({ proxyToken: undefined, trustProxy: true }, forwarded)).toBe(
      "203.0.113.7",
    );
  });
});
