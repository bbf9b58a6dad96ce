import { portOf } from "@gw/workspace";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { siteOrigins } from "../../config";
import { testApi, testEngine, type TestApi } from "../../testing/testApi";
import { testOutbox, type TestOutbox } from "../../testing/testOutbox";

let api: TestApi;
let outbox: TestOutbox;
beforeEach(async () => {
  // The site origins on this checkout's ports, so a request from the VIP app's port is trusted.
  api = await testApi({ corsOrigins: siteOrigins(process.env) });
  outbox = await testOutbox(api);
});
afterEach(async () => {
  await outbox.close();
  await api.dispose();
});

const mainOrigin = `http://localhost:${portOf("main")}`;
const vipOrigin = `http://localhost:${portOf("vip")}`;

describe(`contact e-mails (${testEngine})`, () => {
  it("acknowledges a request to the visitor without repeating it, and tells the brand's support all of it", async () => {
    const contact = await api.validContact({
      email: "ada@example.com",
      full_name: "Ada Lovelace",
      first_name: "Ada",
      message: "Can I store silver as well as gold?",
    });
    const response = await api.postJson("/v1/contact/request/", contact, { Origin: mainOrigin });
    expect(response.status).toBe(201);
    expect((await outbox.rows()).map((row) => [row.kind, row.state])).toEqual([
      ["contact_acknowledgement", "pending"],
      ["contact_notification", "pending"],
    ]);

    await outbox.deliverDue();
    const [acknowledgement] = outbox.mailTo("ada@example.com");
    expect(acknowledgement).toMatchObject({
      subject: "We received your message",
      from: '"Goldwattle" <hello@goldwattle.com>',
      deliveries: 1,
    });
    expect(acknowledgement!.text).toContain("Thank you for getting in touch");
    expect(acknowledgement!.text).toContain("will reply to this address");
    expect(acknowledgement!.text).toContain("write to us from this address: hello@goldwattle.com");
    // No relay: nothing the visitor typed reaches the address they typed.
    for (const typed of ["Can I store silver", "Ada", "Lovelace"]) {
      expect(acknowledgement!.text).not.toContain(typed);
      expect(acknowledgement!.html).not.toContain(typed);
      expect(acknowledgement!.subject).not.toContain(typed);
    }
    expect(acknowledgement!.text).toContain(
      "Sent by Goldwattle, a brand of Goldwattle Pty Ltd (ABN 53 687 097 845), Level 12, 1 Martin Place, Sydney NSW 2000, Australia.",
    );
    expect(acknowledgement!.text).toContain(
      `entered in the contact form on localhost:${portOf("main")}`,
    );

    const [notification] = outbox.mailTo("hello@goldwattle.com");
    expect(notification).toMatchObject({
      subject: "New contact request from Ada Lovelace",
      headers: expect.objectContaining({ "reply-to": "ada@example.com" }),
    });
    expect(notification!.text).toContain("Can I store silver as well as gold?");
    expect(notification!.text).toMatch(/Name\s+Ada Lovelace/);
    expect((await outbox.rows()).every((row) => row.state === "sent" && row.sent_at)).toBe(true);
  });

  it("acknowledges at most one request a day to an address, across instances, and tells support of each", async () => {
    // PostgreSQL: a second instance with its own connections. SQLite runs one instance per file.
    const other = testEngine === "postgres" ? await api.secondInstance() : api.app;
    const post = async (app: typeof api.app, message: string) =>
      app.request("/v1/contact/request/", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(await api.validContact({ email: "Flood@Example.com", message })),
      });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        post(n % 2 ? other : api.app, `Is silver stored too? (${n})`),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const kinds = async () => (await outbox.rows()).map((row) => row.kind).sort();
    expect(await kinds()).toEqual([
      "contact_acknowledgement",
      ...Array(6).fill("contact_notification"),
    ]);
    api.clock.now += 24 * 60 * 60_000 - 1;
    await post(api.app, "Just short of a day later");
    expect((await kinds()).filter((kind) => kind === "contact_acknowledgement")).toHaveLength(1);
    api.clock.now += 1;
    await post(other, "A day later");
    expect((await kinds()).filter((kind) => kind === "contact_acknowledgement")).toHaveLength(2);
  });

  it("writes the acknowledgement in the visitor's language and the VIP brand on the VIP site", async () => {
    await api.postJson(
      "/v1/contact/request/",
      await api.validContact({ email: "li@example.com", first_name: "Li", locale: "zh" }),
      { Origin: vipOrigin },
    );
    await outbox.deliverDue();
    const [acknowledgement] = outbox.mailTo("li@example.com");
    expect(acknowledgement!.subject).toBe("我们已收到您的留言");
    expect(acknowledgement!.from).toBe('"Goldwattle Private" <private@goldwattleprivate.com>');
    expect(acknowledgement!.html).toContain('lang="zh-CN"');
    expect(acknowledgement!.text).toContain("Goldwattle Pty Ltd");
    // Support reads English, and learns the visitor wrote in Chinese.
    const [notification] = outbox.mailTo("private@goldwattleprivate.com");
    expect(notification!.subject).toMatch(/^New contact request from /);
    expect(notification!.text).toMatch(/Language\s+zh/);
  });

  describe("forwarded by a site host (its /api), which names the site in X-Gw-Site", () => {
    const proxyToken = "test-proxy-token";
    let forwarding: TestApi;
    let forwardedOutbox: TestOutbox;
    beforeEach(async () => {
      forwarding = await testApi({ corsOrigins: siteOrigins(process.env), proxyToken });
      forwardedOutbox = await testOutbox(forwarding);
    });
    afterEach(async () => {
      await forwardedOutbox.close();
      await forwarding.dispose();
    });

    const forward = async (
      headers: Record<string, string>,
      change: Parameters<TestApi["validContact"]>[0],
    ) => {
      const response = await forwarding.postJson(
        "/v1/contact/request/",
        await forwarding.validContact(change),
        headers,
      );
      expect(response.status).toBe(201);
      await forwardedOutbox.deliverDue();
    };

    it("writes both e-mails as the VIP brand with the VIP site's line and links", async () => {
      await forward(
        { "X-Gw-Site": vipOrigin, "X-Gw-Proxy-Token": proxyToken },
        { email: "grace@example.com", full_name: "Grace Hopper", message: "A large order." },
      );
      const vipHost = `localhost:${portOf("vip")}`;
      const [notification] = forwardedOutbox.mailTo("private@goldwattleprivate.com");
      expect(notification!.from).toBe('"Goldwattle Private" <private@goldwattleprivate.com>');
      expect(notification!.text).toMatch(/^Goldwattle Private\n/);
      expect(notification!.text).toMatch(new RegExp(`Site\\s+${vipHost}`));
      const [acknowledgement] = forwardedOutbox.mailTo("grace@example.com");
      expect(acknowledgement!.text).toContain("Sent by Goldwattle Private");
      expect(acknowledgement!.text).toContain(`contact form on ${vipHost}`);
      for (const mail of [notification!, acknowledgement!]) {
        const links = [...mail.html!.matchAll(/href="(https?:[^"]+)"/g)].map((match) => match[1]);
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(new URL(link!).origin).toBe(vipOrigin);
      }
    });

    it("does not let the body's hostname choose the brand over the site the host names", async () => {
      await forward(
        { "X-Gw-Site": mainOrigin, "X-Gw-Proxy-Token": proxyToken },
        { email: "mallory@example.com", hostname: "goldwattleprivate.com" },
      );
      expect(forwardedOutbox.mailTo("mallory@example.com")[0]!.from).toBe(
        '"Goldwattle" <hello@goldwattle.com>',
      );
    });

    it("ignores X-Gw-Site without the proxy token", async () => {
      await forward(
        { "X-Gw-Site": vipOrigin, "X-Gw-Proxy-Token": "not-the-token" },
        { email: "eve@example.com" },
      );
      const [acknowledgement] = forwardedOutbox.mailTo("eve@example.com");
      expect(acknowledgement!.from).toBe('"Goldwattle" <hello@goldwattle.com>');
      expect(acknowledgement!.text).not.toContain(`localhost:${portOf("vip")}`);
    });
  });

  it("queues nothing for a refused request, and nothing again for a repeated Idempotency-Key", async () => {
    await api.postJson(
      "/v1/contact/request/",
      await api.validContact({ token: "not-a-captcha-solution" }),
    );
    expect(await outbox.rows()).toEqual([]);
    const contact = await api.validContact();
    const key = "c0ffee00-0000-4000-8000-000000000001";
    await api.postJson("/v1/contact/request/", contact, { "Idempotency-Key": key });
    await api.postJson("/v1/contact/request/", contact, { "Idempotency-Key": key });
    expect(await outbox.rows()).toHaveLength(2);
  });

  it("stores the request and its e-mails together or not at all", async () => {
    await sql`DROP TABLE outbox_messages`.execute(api.db.db);
    const response = await api.postJson("/v1/contact/request/", await api.validContact());
    expect(response.status).toBe(500);
    expect(await api.storedCount()).toBe(0);
  });
});
