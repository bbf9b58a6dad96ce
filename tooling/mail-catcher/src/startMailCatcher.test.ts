import nodemailer from "nodemailer";
import { afterEach, describe, expect, it } from "vitest";
import { startMailCatcher, type CaughtMessage, type MailCatcher } from "./startMailCatcher.ts";

let catcher: MailCatcher | undefined;
afterEach(async () => {
  await catcher?.close();
  catcher = undefined;
});

function sender(port: number) {
  return nodemailer.createTransport({ host: "127.0.0.1", port, secure: false });
}

const message = {
  from: "Goldwattle <hello@goldwattle.com>",
  to: "ada@example.com",
  subject: "Confirm <your> address",
  text: "Plain words",
  html: "<p>HTML words</p>",
  messageId: "<one@test.goldwattle.com>",
  headers: { "List-Unsubscribe": "<http://localhost/cancel>" },
};

describe("the mail catcher", () => {
  it("keeps what it receives, once per Message-ID, and lists it as JSON", async () => {
    catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
    const transport = sender(catcher.smtpPort);
    await transport.sendMail(message);
    await transport.sendMail(message);
    await transport.sendMail({ ...message, to: "bob@example.com", messageId: "<two@test>" });

    const response = await fetch(`${catcher.webUrl}/api/messages?to=ADA@example.com`);
    const listing = (await response.json()) as { deliveries: number; messages: CaughtMessage[] };
    expect(listing.deliveries).toBe(3);
    expect(listing.messages).toHaveLength(1);
    expect(listing.messages[0]).toMatchObject({
      messageId: "<one@test.goldwattle.com>",
      to: ["ada@example.com"],
      subject: "Confirm <your> address",
      text: "Plain words",
      html: "<p>HTML words</p>",
      deliveries: 2,
      headers: expect.objectContaining({
        "list-unsubscribe": "<http://localhost/cancel>",
        subject: "Confirm <your> address",
        from: '"Goldwattle" <hello@goldwattle.com>',
      }),
    });
    expect(catcher.messages().map((one) => one.messageId)).toEqual([
      "<two@test>",
      "<one@test.goldwattle.com>",
    ]);
  });

  it("shows a page of received mail with the text escaped, and each message", async () => {
    catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
    await sender(catcher.smtpPort).sendMail(message);
    const list = await (await fetch(catcher.webUrl)).text();
    expect(list).toContain("Confirm &lt;your&gt; address");
    expect(list).not.toContain("delivered 1 times");
    const view = await (await fetch(`${catcher.webUrl}/messages/1`)).text();
    expect(view).toContain('srcdoc="&lt;p&gt;HTML words&lt;/p&gt;"');
    expect(view).toContain("Plain words");
    expect((await fetch(`${catcher.webUrl}/messages/99`)).status).toBe(404);
  });

  it("refuses a delivery when its hook throws, with the hook's SMTP code", async () => {
    catcher = await startMailCatcher({
      smtpPort: 0,
      webPort: 0,
      beforeAccept: () => {
        throw Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
      },
    });
    await expect(sender(catcher.smtpPort).sendMail(message)).rejects.toMatchObject({
      responseCode: 550,
    });
    expect(catcher.messages()).toEqual([]);
    expect(catcher.deliveries()).toBe(0);
  });
});
