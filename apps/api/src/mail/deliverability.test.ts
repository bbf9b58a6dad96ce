import { generateKeyPairSync } from "node:crypto";
import { startMailCatcher } from "@gw/mail-catcher";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMailConfig } from "./mailConfig";
import { smtpTransport } from "../outbox/smtpTransport";

const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();

let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
});
afterAll(() => catcher.close());

/** The tags of a DKIM-Signature header (`d=…; s=…; h=…`). */
const tags = (header: string) =>
  Object.fromEntries(
    header
      .replace(/\s+/g, "")
      .split(";")
      .filter(Boolean)
      .map((tag) => [tag.slice(0, tag.indexOf("=")), tag.slice(tag.indexOf("=") + 1)]),
  );

describe("deliverability settings", () => {
  it("signs each message for its From domain, over the one-click unsubscribe headers", async () => {
    const { dkim } = readMailConfig(
      { DKIM_SELECTOR: "gw2026", DKIM_PRIVATE_KEY: pem.replace(/\n/g, "\\n") },
      8787,
    );
    const transport = smtpTransport(`smtp://127.0.0.1:${catcher.smtpPort}`, 1, dkim);
    for (const from of [
      '"Goldwattle" <hello@goldwattle.com>',
      '"Goldwattle Private" <private@goldwattleprivate.com>',
    ])
      await transport.sendMail({
        from,
        to: "reader@example.com",
        subject: "Confirm",
        html: "<p>Confirm</p>",
        text: "Confirm",
        messageId: `<${from.length}@test.goldwattle.com>`,
        headers: {
          "List-Unsubscribe": "<https://api.goldwattle.com/v1/preregistration/cancel?token=x>",
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      });
    transport.close();
    const signed = catcher.messages().map((message) => tags(message.headers["dkim-signature"]!));
    expect(signed.map((signature) => [signature.d, signature.s, signature.a])).toEqual([
      ["goldwattleprivate.com", "gw2026", "rsa-sha256"],
      ["goldwattle.com", "gw2026", "rsa-sha256"],
    ]);
    for (const signature of signed) {
      const covered = String(signature.h).toLowerCase().split(":");
      expect(covered).toEqual(
        expect.arrayContaining(["from", "subject", "list-unsubscribe", "list-unsubscribe-post"]),
      );
      expect(signature.b).toMatch(/^[A-Za-z0-9+/=]{300,}$/);
    }
  });

  it("puts https links in e-mails, plain http only on this machine", () => {
    expect(readMailConfig({ API_PUBLIC_URL: "https://api.goldwattle.com/" }, 8787).publicUrl).toBe(
      "https://api.goldwattle.com",
    );
    expect(readMailConfig({}, 8787).publicUrl).toBe("http://localhost:8787");
    expect(() => readMailConfig({ API_PUBLIC_URL: "http://api.goldwattle.com" }, 8787)).toThrow(
      /https/,
    );
  });

  it("signs nothing without a key, and refuses half a setting or a key that is not one", () => {
    expect(readMailConfig({}, 8787).dkim).toBeUndefined();
    expect(() => readMailConfig({ DKIM_SELECTOR: "gw2026" }, 8787)).toThrow(/together/);
    expect(() =>
      readMailConfig({ DKIM_SELECTOR: "gw2026", DKIM_PRIVATE_KEY: "not a key" }, 8787),
    ).toThrow(/not a PEM private key/);
  });
});
