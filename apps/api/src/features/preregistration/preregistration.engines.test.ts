import { preregistrationTag } from "@gw/api-client/schemas";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashLinkToken } from "../../emailLinks/linkToken";
import { testApi, testEngine, type TestApi } from "../../testing/testApi";
import { linkIn, testOutbox, type TestOutbox } from "../../testing/testOutbox";

let api: TestApi;
let outbox: TestOutbox;
beforeEach(async () => {
  api = await testApi();
  outbox = await testOutbox(api);
});
afterEach(async () => {
  await outbox.close();
  await api.dispose();
});

const confirmPath = "http://localhost:8787/v1/preregistration/confirm";
const cancelPath = "http://localhost:8787/v1/preregistration/cancel";

async function preregister(email: string, locale: "en" | "zh" = "en") {
  return api.postJson(
    "/v1/contact/request/",
    await api.validContact({
      email,
      locale,
      full_name: preregistrationTag.fullName,
      first_name: "Valued",
      last_name: "Customer",
      message: preregistrationTag.message,
      source: "localhost",
      hostname: "localhost",
    }),
  );
}

/** Opens a link as a browser would (GET), or presses the page's button (POST). */
function follow(link: string, method: "GET" | "POST" = "GET", body?: string) {
  const { pathname, search } = new URL(link);
  return api.app.request(`${pathname}${search}`, {
    method,
    ...(body === undefined
      ? {}
      : { body, headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
  });
}

const subscription = () =>
  api.db.db.selectFrom("email_subscriptions").selectAll().executeTakeFirstOrThrow();

describe(`preregistration double opt-in (${testEngine})`, () => {
  it("asks the address to confirm, in the visitor's language, and records consent once it does", async () => {
    expect((await preregister("wang@example.com", "zh")).status).toBe(201);
    expect(await api.storedCount()).toBe(1);
    expect(await subscription()).toMatchObject({
      email: "wang@example.com",
      brand: "main",
      purpose: "cny_launch",
      locale: "zh",
      state: "pending",
      confirmed_at: null,
    });
    const [queued] = await outbox.rows();
    expect(queued).toMatchObject({
      kind: "preregistration_confirm",
      recipient: "wang@example.com",
    });

    await outbox.deliverDue();
    const [mail] = outbox.mailTo("wang@example.com");
    expect(mail!.subject).toBe("确认您在 Goldwattle 的预先登记");
    expect(mail!.text).toContain("上线时会发生什么");
    expect(mail!.text).toContain("3 个月手续费折扣券");
    expect(mail!.headers["list-unsubscribe"]).toMatch(
      /^<http:\/\/localhost:8787\/v1\/preregistration\/cancel\?token=/,
    );
    expect(mail!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(outbox.mailTo("hello@goldwattle.com")).toEqual([]);

    const confirm = linkIn(mail!, confirmPath);
    const token = new URL(confirm).searchParams.get("token")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    // Only the hash is kept: the database alone cannot confirm anything.
    const stored = await subscription();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.confirm_token_hash).toBe(hashLinkToken(token));

    // Opening the link (as a mail scanner would) only shows the button.
    const page = await follow(confirm);
    expect(page.status).toBe(200);
    expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const shown = await page.text();
    expect(shown).toContain('<html lang="zh-CN">');
    expect(shown).toContain("确认我的邮箱地址");
    expect((await subscription()).state).toBe("pending");

    api.clock.now += 60_000;
    const confirmed = await (await follow(confirm, "POST")).text();
    expect(confirmed).toContain("您的邮箱地址已确认");
    expect(await subscription()).toMatchObject({
      state: "confirmed",
      confirmed_at: "2026-01-01T00:01:00.000Z",
      consent_source: "https://goldwattle.com",
      consent_wording: "cny-preregistration-v2",
    });
    // A second press changes nothing and says so.
    expect(await (await follow(confirm, "POST")).text()).toContain("您的邮箱地址已确认");
  });

  it("gives the same answer whether or not the address is known, without flooding its inbox", async () => {
    const answer = async (email: string) => {
      const response = await preregister(email);
      return { status: response.status, body: await response.json() };
    };
    const first = await answer("known@example.com");
    expect(await answer("KNOWN@example.com")).toEqual(first);
    expect(await outbox.rows()).toHaveLength(1); // pending, asked a moment ago: no second e-mail

    await outbox.deliverDue();
    const oldConfirm = linkIn(outbox.mailTo("known@example.com")[0]!, confirmPath);
    api.clock.now += 23 * 60 * 60_000;
    expect(await answer("known@example.com")).toEqual(first);
    expect(await outbox.rows()).toHaveLength(1); // one e-mail a day to an unconfirmed address
    api.clock.now += 60 * 60_000;
    expect(await answer("known@example.com")).toEqual(first);
    expect(await outbox.rows()).toHaveLength(2); // a day later it may ask again, with new links
    expect((await follow(oldConfirm, "POST")).status).toBe(404);

    await outbox.deliverDue();
    await follow(linkIn(outbox.mailTo("known@example.com")[0]!, confirmPath), "POST");
    api.clock.now += 60 * 60_000;
    expect(await answer("known@example.com")).toEqual(first);
    expect(await outbox.rows()).toHaveLength(2); // confirmed: nothing more is sent
  });

  it("cancels at once from the link or the mail client's one-click unsubscribe", async () => {
    await preregister("leave@example.com");
    await outbox.deliverDue();
    const cancel = linkIn(outbox.mailTo("leave@example.com")[0]!, cancelPath);
    expect(await (await follow(cancel)).text()).toContain("Cancel your preregistration?");
    expect((await subscription()).state).toBe("pending");
    const done = await follow(cancel, "POST", "List-Unsubscribe=One-Click");
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Your preregistration is cancelled");
    expect(await subscription()).toMatchObject({
      state: "unsubscribed",
      unsubscribed_at: "2026-01-01T00:00:00.000Z",
    });
    // A cancelled address cannot be confirmed by its old link.
    const confirm = linkIn(outbox.mailTo("leave@example.com")[0]!, confirmPath);
    expect(await (await follow(confirm, "POST")).text()).toContain(
      "Your preregistration is cancelled",
    );
  });

  it("withdraws a confirmation e-mail not yet sent when the address cancels", async () => {
    await preregister("quick@example.com");
    const [row] = await outbox.rows();
    // The cancel link is in the queued message itself.
    const { cancelUrl: cancel } = JSON.parse(row!.fields!) as { cancelUrl: string };
    await follow(cancel, "POST");
    expect((await outbox.rows())[0]!.state).toBe("withdrawn");
    await outbox.deliverDue();
    expect(outbox.catcher.messages()).toEqual([]);
  });

  it("says plainly, in the link's language, when a link does not work or has expired", async () => {
    const unknown = await follow(`${confirmPath}?token=${"A".repeat(43)}&lang=zh`, "POST");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("此链接无效");
    expect((await follow(`${cancelPath}?token=short&lang=en`)).status).toBe(404);

    await preregister("late@example.com");
    await outbox.deliverDue();
    api.clock.now += 8 * 24 * 60 * 60_000;
    const confirm = linkIn(outbox.mailTo("late@example.com")[0]!, confirmPath);
    expect(await (await follow(confirm, "POST")).text()).toContain("This link has expired");
    expect((await subscription()).state).toBe("pending");
  });
});
