import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chunkedBodyDeadlineMs } from "./http/chunkedBody";
import { rawConnection, startApiProcess } from "./testing/apiProcess";
import { testApi, type TestApi } from "./testing/testApi";

const proxyToken = "site-host-proxy-token-for-tests";
/** Another loopback address: the server must listen there and only there. */
const host = "127.0.0.2";

let api: TestApi;
let server: Awaited<ReturnType<typeof startApiProcess>>;
beforeAll(async () => {
  api = await testApi();
  server = await startApiProcess(api, {
    HOST: host,
    API_PROXY_TOKEN: proxyToken,
    API_RATE_LIMIT_PER_MINUTE: "2",
  });
});
afterAll(async () => {
  server.kill();
  await api.dispose();
});

const verifyReferral = (headers: Record<string, string> = {}) =>
  fetch(`http://${host}:${server.port}/user/referral/verify/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ referral: "GOLDFRIEND" }),
  }).then((response) => response.status);

describe("server.ts: where it listens and whose address it believes", () => {
  it("listens on HOST only", async () => {
    expect((await fetch(`http://${host}:${server.port}/healthz`)).status).toBe(200);
    await expect(fetch(`http://127.0.0.1:${server.port}/healthz`)).rejects.toThrow();
  });

  it("gives each visitor a site host forwards an allowance of their own, and logs their address", async () => {
    const visitor = (address: string) => ({
      "X-Gw-Proxy-Token": proxyToken,
      "X-Forwarded-For": address,
    });
    const first = [];
    for (let i = 0; i < 3; i++) first.push(await verifyReferral(visitor("203.0.113.1")));
    expect(first).toEqual([200, 200, 429]);
    expect(await verifyReferral(visitor("203.0.113.2"))).toBe(200);
    expect(server.output()).toContain('"client":"203.0.113.1"');
  });

  it("counts a caller without the token by its socket, whatever X-Forwarded-For it forges", async () => {
    const forged = (address: string, token?: string) => ({
      "X-Forwarded-For": address,
      ...(token === undefined ? {} : { "X-Gw-Proxy-Token": token }),
    });
    const statuses = [
      await verifyReferral(forged("198.51.100.1")),
      await verifyReferral(forged("198.51.100.2", "wrong-token")),
      await verifyReferral(forged("198.51.100.3")),
    ];
    expect(statuses).toEqual([200, 200, 429]);
    expect(server.output()).not.toContain('"client":"198.51.100.');
  });

  it("answers a body declared as one huge chunk within the chunked-body deadline, not the request timeout", async () => {
    const client = rawConnection(server.port, host);
    client.send(
      "POST /v1/contact/request/ HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n7fffffff\r\n{",
    );
    const closedAfter = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 .*\r\nconnection: close\r\n/is);
    expect(closedAfter).toBeGreaterThanOrEqual(chunkedBodyDeadlineMs);
    // The request timeout here is the default, 10 s: the answer must come well before it.
    expect(closedAfter).toBeLessThan(6_000);
    expect(await api.storedCount()).toBe(0);
  });

  it("answers 413 and closes as soon as a chunked body passes the size limit", async () => {
    const client = rawConnection(server.port, host);
    client.send(
      `POST /v1/contact/request/ HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n7fffffff\r\n${"x".repeat(40_000)}`,
    );
    const closedAfter = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(closedAfter).toBeLessThan(chunkedBodyDeadlineMs);
  });

  it("still reads a chunked body that arrives whole", async () => {
    const body = JSON.stringify({ referral: "GOLDFRIEND" });
    const client = rawConnection(server.port, host);
    client.send(
      `POST /user/referral/verify/ HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nX-Gw-Proxy-Token: ${proxyToken}\r\nX-Forwarded-For: 192.0.2.99\r\nConnection: close\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    );
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 [\s\S]*\{"valid":true\}$/);
  });
});
