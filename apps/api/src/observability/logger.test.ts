import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "./logger";

function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino(loggerOptions("info"), stream), text: () => lines.join("") };
}

describe("the API's logger", () => {
  it("writes one JSON line per event with its event name", () => {
    const { log, text } = capturedLogger();
    log.info({ event: "outbox.send", messageId: "<m1@x>" }, "Outbox message sent");
    expect(JSON.parse(text())).toMatchObject({
      level: 30,
      service: "api",
      event: "outbox.send",
      messageId: "<m1@x>",
      msg: "Outbox message sent",
    });
  });

  it("never writes an address, a token, a body or an Authorization header put into an event", () => {
    const { log, text } = capturedLogger();
    log.info({
      email: "ada@example.com",
      token: "link-token-secret",
      solution: "captcha-solution-secret",
      adminToken: "admin-token-secret",
      request: {
        headers: { authorization: "Bearer header-secret" },
        authorization: "Bearer nested-secret",
        body: "message body secret",
        to: "bob@example.com",
      },
    });
    const written = text();
    for (const secret of [
      "ada@example.com",
      "link-token-secret",
      "captcha-solution-secret",
      "admin-token-secret",
      "nested-secret",
      "message body secret",
      "bob@example.com",
    ])
      expect(written).not.toContain(secret);
    expect(JSON.parse(written)).toMatchObject({ email: "[redacted]", token: "[redacted]" });
  });

  it("masks the addresses an error quotes, in its message, stack and own fields", () => {
    const { log, text } = capturedLogger();
    const refusal = Object.assign(new Error("550 <ada.lovelace@example.com> unknown"), {
      response: "550 5.1.1 <ada.lovelace@example.com>: Recipient address rejected",
      rejected: ["bob@example.org"],
    });
    log.error({ event: "outbox.fail", err: refusal });
    const written = text();
    expect(written).not.toMatch(/ada\.lovelace@|bob@/);
    expect(JSON.parse(written).err).toMatchObject({
      message: "550 <a***@example.com> unknown",
      response: "550 5.1.1 <a***@example.com>: Recipient address rejected",
      rejected: ["b***@example.org"],
    });
  });
});
