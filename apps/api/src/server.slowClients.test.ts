import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawConnection, startApiProcess } from "./testing/apiProcess";
import { testApi, type TestApi } from "./testing/testApi";

let api: TestApi;
let server: Awaited<ReturnType<typeof startApiProcess>>;
beforeAll(async () => {
  api = await testApi();
  // Short limits so the test is quick; the defaults (5 s, 10 s) work the same way.
  server = await startApiProcess(api, {
    API_HEADERS_TIMEOUT_MS: "600",
    API_REQUEST_TIMEOUT_MS: "1200",
  });
});
afterAll(async () => {
  server.kill();
  await api.dispose();
});

/**
 * Generous for a loaded 2-core machine (a 3.7 s cut was seen under a load average of 20), and
 * still far below Node's own defaults (60 s, 300 s), which these tests exist to rule out.
 */
const slack = 10_000;

describe("server.ts against slow clients", () => {
  it("cuts off a client whose headers never finish, with 408", async () => {
    const client = rawConnection(server.port);
    client.send("GET /healthz HTTP/1.1\r\nHost: api\r\n");
    const closedAfter = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfter).toBeGreaterThanOrEqual(600);
    expect(closedAfter).toBeLessThan(600 + slack);
  });

  it("cuts off a client whose body never arrives, with 408, and stores nothing", async () => {
    const client = rawConnection(server.port);
    client.send(
      "POST /v1/contact/request/ HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{",
    );
    const closedAfter = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfter).toBeGreaterThanOrEqual(1_200);
    expect(closedAfter).toBeLessThan(1_200 + slack);
    expect(await api.storedCount()).toBe(0);
  });

  it("cuts off a connection that never sends anything", async () => {
    const client = rawConnection(server.port);
    expect(await client.closed).toBeLessThan(600 + slack);
  });

  it("keeps answering others while ten clients stall, and is clear of them after the limit", async () => {
    const stalled = Array.from({ length: 10 }, () => {
      const client = rawConnection(server.port);
      client.send(
        "POST /user/referral/verify/ HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n",
      );
      return client;
    });
    expect((await fetch(server.url("/healthz"))).status).toBe(200);
    const closedAfter = await Promise.all(stalled.map((client) => client.closed));
    expect(Math.max(...closedAfter)).toBeLessThan(1_200 + slack);
    expect(server.output()).not.toMatch(/Unhandled API error/);
  });
});
