import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rawConnection, startApiProcess } from "./testing/apiProcess";
import { solvedCaptchaToken, testCaptchaEnv } from "./testing/solveCaptcha";
import { testApi, testEngine, type TestApi } from "./testing/testApi";

let api: TestApi;
let server: Awaited<ReturnType<typeof startApiProcess>> | undefined;
beforeEach(async () => {
  api = await testApi();
});
afterEach(async () => {
  server?.kill();
  server = undefined;
  await api.dispose();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`server.ts on SIGTERM (${testEngine})`, () => {
  it("finishes the request in flight, then refuses new connections and exits 0", async () => {
    server = await startApiProcess(api, testCaptchaEnv);
    // A slow request: the body arrives in two parts, the second only after SIGTERM was sent.
    let sendRest!: () => void;
    const rest = new Promise<void>((resolve) => (sendRest = resolve));
    const contact = JSON.stringify(
      await api.validContact({
        email: "in-flight@example.com",
        token: await solvedCaptchaToken((path) => fetch(server!.url(path))),
      }),
    );
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(contact.slice(0, 20)));
        await rest;
        controller.enqueue(new TextEncoder().encode(contact.slice(20)));
        controller.close();
      },
    });
    const inFlight = fetch(server.url("/v1/contact/request/"), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    await pause(300);
    server.child.kill("SIGTERM");
    await pause(300);
    await expect(fetch(server.url("/healthz"))).rejects.toThrow();
    sendRest();
    expect((await inFlight).status).toBe(201);
    const [code] = await server.exited;
    expect(code).toBe(0);
    expect(await api.storedCount()).toBe(1);
  });

  it("closes idle keep-alive connections at once, answers the one in flight with Connection: close, and exits 0 well within the cut", async () => {
    server = await startApiProcess(api);
    // An idle keep-alive connection, as a load balancer keeps open between requests.
    const idle = rawConnection(server.port);
    idle.send("GET /healthz HTTP/1.1\r\nHost: api\r\n\r\n");
    expect(await idle.receivedMatching(/\r\n\r\n\{"status":"ok"\}/)).toMatch(/keep-alive/i);
    // A keep-alive connection whose request is half sent when the signal comes.
    const busy = rawConnection(server.port);
    const body = '{"referral":"GOLDFRIEND"}';
    busy.send(
      `POST /user/referral/verify/ HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await pause(200);

    const idleClosedAt = idle.closed.then(() => Date.now());
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    // At once: not after its keep-alive timeout (5 s).
    expect((await idleClosedAt) - signalledAt).toBeLessThan(1_000);
    busy.send(body.slice(5));
    const answer = await busy.receivedMatching(/\{"valid":true\}/);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    await busy.closed;
    const [code] = await server.exited;

    expect(code).toBe(0);
    // The cut is 10 s; a clean shutdown takes a small part of it.
    expect(Date.now() - signalledAt).toBeLessThan(4_000);
  });
});
