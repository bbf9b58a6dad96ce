import { startMailCatcher, type MailCatcher } from "@gw/mail-catcher";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startApiProcess } from "../testing/apiProcess";
import { solvedCaptchaToken, testCaptchaEnv } from "../testing/solveCaptcha";
import { testApi, type TestApi } from "../testing/testApi";

let api: TestApi;
let catcher: MailCatcher;
let server: Awaited<ReturnType<typeof startApiProcess>> | undefined;
beforeEach(async () => {
  api = await testApi();
  catcher = await startMailCatcher({
    smtpPort: 0,
    webPort: 0,
    // A relay that refuses one visitor, quoting the address, as real relays do.
    beforeAccept(message) {
      if (message.to.includes("refused-visitor@example.com"))
        throw Object.assign(new Error("<refused-visitor@example.com>: mailbox unknown"), {
          responseCode: 550,
        });
    },
  });
});
afterEach(async () => {
  server?.kill();
  server = undefined;
  await catcher.close();
  await api.dispose();
});

const secrets = {
  adminToken: "admin-token-a81f3c2e9d",
  wrongToken: "wrong-token-5be07d1c44",
  visitor: "visitor-7d41@example.com",
  refused: "refused-visitor@example.com",
  body: "My private message body 3f9a2c, please call me",
  linkToken: "link-token-c07e55aa19b2",
};

async function waitFor(output: () => string, text: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (output().includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The log never said ${text}:\n${output()}`);
}

describe("the server process's log", () => {
  it("has a line per request and per delivery, and none of the addresses, bodies, tokens or captcha solutions sent", async () => {
    server = await startApiProcess(api, {
      API_ADMIN_TOKEN: secrets.adminToken,
      ...testCaptchaEnv,
      SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}`,
      OUTBOX_POLL_MS: "50",
    });
    const captchaSolutions: string[] = [];
    const contact = async (email: string, requestId: string) => {
      const token = await solvedCaptchaToken((path) => fetch(server!.url(path)));
      captchaSolutions.push(token);
      return fetch(server!.url("/v1/contact/request/"), {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Request-Id": requestId },
        body: JSON.stringify(await api.validContact({ email, message: secrets.body, token })),
      });
    };
    expect((await contact(secrets.visitor, "req-contact-1")).status).toBe(201);
    expect((await contact(secrets.refused, "req-contact-2")).status).toBe(201);
    const listing = (token: string, requestId: string) =>
      fetch(server!.url(`/v1/contact/requests?email=${encodeURIComponent(secrets.visitor)}`), {
        headers: { Authorization: `Bearer ${token}`, "X-Request-Id": requestId },
      });
    expect((await listing(secrets.adminToken, "req-admin-ok")).status).toBe(200);
    expect((await listing(secrets.wrongToken, "req-admin-wrong")).status).toBe(401);
    const metrics = await fetch(server.url("/metrics"), {
      headers: { Authorization: `Bearer ${secrets.adminToken}`, "X-Request-Id": "req-metrics" },
    });
    expect(metrics.status).toBe(200);
    const link = await fetch(server.url(`/v1/preregistration/confirm?token=${secrets.linkToken}`), {
      headers: { "X-Request-Id": "req-link" },
    });
    expect(link.status).toBe(404);
    // An id that is too long (or not of [A-Za-z0-9_=-]) is replaced, never echoed or logged.
    const forged = "x".repeat(200);
    const replaced = await fetch(server.url("/healthz"), { headers: { "X-Request-Id": forged } });
    expect(replaced.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);

    await waitFor(server.output, '"event":"outbox.fail"');
    await waitFor(server.output, '"event":"outbox.send"');
    const log = server.output();
    const lines = log
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

    // What the log must say.
    for (const requestId of [
      "req-contact-1",
      "req-contact-2",
      "req-admin-ok",
      "req-admin-wrong",
      "req-metrics",
      "req-link",
    ])
      expect(lines).toContainEqual(
        expect.objectContaining({ event: "http.request", requestId, client: "::ffff:127.0.0.1" }),
      );
    expect(lines).toContainEqual(
      expect.objectContaining({
        event: "http.request",
        requestId: "req-link",
        route: "/v1/preregistration/confirm",
        status: 404,
      }),
    );
    const failure = lines.find((line) => line.event === "outbox.fail");
    expect(failure).toMatchObject({
      reason: expect.stringContaining("550 <r***@example.com>: mailbox unknown"),
    });

    // What it must never say.
    for (const secret of [
      secrets.adminToken,
      secrets.wrongToken,
      testCaptchaEnv.CAPTCHA_HMAC_KEY,
      secrets.visitor,
      secrets.refused,
      secrets.body,
      secrets.linkToken,
      forged,
      ...captchaSolutions,
    ])
      expect(log).not.toContain(secret);
    expect(log).not.toMatch(/Bearer/i);
    // No whole address at all (a Message-ID names no one): the only ones in it are masked.
    expect(log.replace(/"messageId":"<[^>"]*>"/g, "")).not.toMatch(/[\w.+-]{2,}@[\w-]+\.\w+/);
  });
});
