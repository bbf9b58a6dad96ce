import type { PriceAlertRequest } from "@gw/api-client/schemas";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openApiDatabase } from "../../features";
import { testApi, testEngine, type TestApi } from "../../testing/testApi";
import { linkIn, testOutbox, type TestOutbox } from "../../testing/testOutbox";
import { testQuotes } from "../../testing/testQuotes";
import { outboxStore } from "../../outbox/outboxStore";
import { alertStore } from "./alertStore";
import { watchPriceAlerts } from "./alertWatcher";

let api: TestApi;
let outbox: TestOutbox;
const stops: (() => Promise<void>)[] = [];
beforeEach(async () => {
  api = await testApi();
  outbox = await testOutbox(api);
});
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
  await outbox.close();
  await api.dispose();
});

const confirmPath = "http://localhost:8787/v1/price-alerts/confirm";
const cancelPath = "http://localhost:8787/v1/price-alerts/cancel";

async function alertRequest(change: Partial<PriceAlertRequest> = {}): Promise<PriceAlertRequest> {
  return {
    email: "ada@example.com",
    metal: "gold",
    currency: "AUD",
    direction: "above",
    target: 5300,
    hostname: "localhost",
    locale: "en",
    token: await api.solvedToken(),
    ...change,
  };
}

const createAlert = async (change: Partial<PriceAlertRequest> = {}, headers = {}) =>
  api.postJson("/v1/price-alerts/", await alertRequest(change), headers);

function follow(link: string, method: "GET" | "POST" = "GET", form?: Record<string, string>) {
  const { pathname, search } = new URL(link);
  return api.app.request(`${pathname}${search}`, {
    method,
    ...(form
      ? {
          body: new URLSearchParams(form).toString(),
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        }
      : {}),
  });
}

function watcher(database = api.db) {
  const prices = testQuotes(api.clock);
  const now = () => new Date(api.clock.now);
  const watching = watchPriceAlerts({
    db: database,
    alerts: alertStore(database, now),
    outbox: outboxStore(database, now),
    prices,
    publicUrl: "http://localhost:8787",
    now,
  });
  stops.push(watching.stop);
  return prices;
}

const alertRows = () => api.db.db.selectFrom("price_alerts").selectAll().orderBy("id").execute();

async function confirmedAlert(change: Partial<PriceAlertRequest> = {}) {
  await createAlert(change);
  await outbox.deliverDue();
  const [mail] = outbox.mailTo(change.email ?? "ada@example.com");
  await follow(linkIn(mail!, confirmPath), "POST");
  return mail!;
}

describe(`price alerts (${testEngine})`, () => {
  it("asks the address to confirm, and watches nothing until it does", async () => {
    const prices = watcher();
    const response = await createAlert();
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      status: "success",
      message: "Check your inbox: we have sent you a link to confirm the alert.",
    });
    expect(await alertRows()).toMatchObject([
      {
        state: "pending",
        target_cents: 530000,
        consent_source: "https://goldwattle.com",
        consent_wording: "price-alert-v1",
      },
    ]);
    await outbox.deliverDue();
    const [mail] = outbox.mailTo("ada@example.com");
    expect(mail!.subject).toBe(
      "Confirm your price alert: Gold buy price above AUD\u00a05,300.00 per troy ounce",
    );
    expect(mail!.headers["list-unsubscribe"]).toMatch(/\/v1\/price-alerts\/cancel\?token=/);

    await prices.emit("AUD", 5400);
    expect((await alertRows())[0]!.state).toBe("pending");

    const page = await follow(linkIn(mail!, confirmPath));
    expect(await page.text()).toContain("Confirm my alert");
    const on = await (await follow(linkIn(mail!, confirmPath), "POST")).text();
    expect(on).toContain("Your price alert is on");
    expect((await alertRows())[0]).toMatchObject({
      state: "active",
      confirmed_at: expect.any(String),
    });
  });

  it("e-mails once when the buy price crosses, in the alert's language, and the alert ends", async () => {
    const prices = watcher();
    await confirmedAlert({
      locale: "zh",
      email: "wang@example.com",
      direction: "below",
      target: 5000,
    });
    await prices.emit("AUD", 5000); // at the target is not below it
    await prices.emit("USD", 3000); // another currency
    expect((await alertRows())[0]!.state).toBe("active");

    await prices.emit("AUD", 4999.99);
    await prices.emit("AUD", 4900);
    expect(await alertRows()).toMatchObject([
      { state: "triggered", triggered_price_cents: 499999 },
    ]);
    await outbox.deliverDue();
    const [triggered, confirmation] = outbox.mailTo("wang@example.com");
    expect(confirmation!.subject).toMatch(/^确认您的价格提醒/);
    expect(triggered!.subject).toBe("价格提醒：黄金买入价低于每金衡盎司 AUD\u00a05,000.00");
    expect(triggered!.text).toContain("AUD\u00a04,999.99");
    expect(triggered!.text).toContain("演示价格");
    // What the prices are, in the termbase's words (the plain text is wrapped: Chinese has no spaces).
    expect(triggered!.text.replace(/\s+/g, "")).toContain(
      "我们的买入价和卖出价均为参考价格，跟随国际现货市场。您确认前在确认页面上看到的价格，就是您支付或收到的价格。此提醒现已结束。",
    );
    expect(triggered!.text).toContain("/zh/live-pricing#price-alert");
    expect(outbox.catcher.messages()).toHaveLength(2);
  });

  it("fires each alert exactly once when several instances see the same crossing", async () => {
    for (let n = 0; n < 12; n++) await confirmedAlert({ email: `reader-${n}@example.com` });
    // PostgreSQL: three instances with their own connections. SQLite (one instance per file):
    // two watchers in one instance, racing the same way.
    const others =
      testEngine === "postgres"
        ? await Promise.all([openApiDatabase(api.location), openApiDatabase(api.location)])
        : [api.db];
    const instances = [watcher(), ...others.map((other) => watcher(other))];
    await Promise.all(instances.map((prices) => prices.emit("AUD", 5301)));
    await Promise.all(instances.map((prices) => prices.emit("AUD", 5302)));
    const triggered = await api.db.db
      .selectFrom("outbox_messages")
      .select("recipient")
      .where("kind", "=", "price_alert_triggered")
      .execute();
    expect(triggered.map((row) => row.recipient).sort()).toEqual(
      Array.from({ length: 12 }, (_, n) => `reader-${n}@example.com`).sort(),
    );
    await Promise.all(stops.splice(0).map((stop) => stop()));
    if (testEngine === "postgres") await Promise.all(others.map((other) => other.close()));
  });

  it("keeps at most five open alerts per address, with the same answer, telling the owner by e-mail", async () => {
    // Confirmed by its owner: the address's next alerts each get their confirmation.
    await confirmedAlert({ target: 6000 });
    const answers = [];
    for (let n = 1; n < 7; n++) {
      const response = await createAlert({ target: 6000 + n });
      answers.push([response.status, await response.json()]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await alertRows()).toHaveLength(5);
    const kinds = async () => (await outbox.rows()).map((row) => row.kind);
    expect((await kinds()).filter((kind) => kind === "price_alert_confirm")).toHaveLength(5);
    // The limit notice is one of the forms' e-mails: the first confirmation was today's.
    expect(await kinds()).not.toContain("price_alert_limit");
    api.clock.now += 24 * 60 * 60_000;
    await createAlert({ target: 7000 });
    await createAlert({ target: 7001 });
    expect((await kinds()).filter((kind) => kind === "price_alert_limit")).toHaveLength(1);
    await outbox.deliverDue();
    expect(outbox.mailTo("ada@example.com").map((mail) => mail.subject)).toContain(
      "Your new price alert was not set",
    );
  });

  it("sends an unconfirmed address one alert e-mail a day, storing no alert it cannot confirm", async () => {
    await createAlert({ target: 6000 });
    await createAlert({ target: 6100 });
    expect(await alertRows()).toHaveLength(1);
    expect(await outbox.rows()).toHaveLength(1);
    api.clock.now += 24 * 60 * 60_000;
    await createAlert({ target: 6200 });
    expect((await alertRows()).map((row) => row.target_cents)).toEqual([600000, 620000]);
  });

  it("refuses a target the buy price has already passed, saying so in the visitor's language", async () => {
    await api.app.request("/v1/prices/spot?currency=AUD");
    const ask = api.prices[0]!.service.latest("AUD")!.metals.gold.ask;
    const response = await createAlert({ locale: "zh", target: Math.floor(ask) - 100 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/^买入价已高于该价格/);
    expect(await alertRows()).toEqual([]);
    expect((await createAlert({ target: Math.floor(ask) + 100 })).status).toBe(201);
  });

  it("cancels one alert, or every alert of the address, and withdraws an unsent alert e-mail", async () => {
    const prices = watcher();
    const first = await confirmedAlert({ target: 5300 });
    await confirmedAlert({ target: 5500 });
    await confirmedAlert({ direction: "below", target: 4000 });

    const cancelOne = linkIn(first, cancelPath);
    expect(await (await follow(cancelOne)).text()).toContain("Cancel this price alert?");
    const one = await (await follow(cancelOne, "POST", { scope: "one" })).text();
    expect(one).toContain("Your price alert is cancelled");
    expect((await alertRows()).map((row) => row.state)).toEqual(["cancelled", "active", "active"]);

    await prices.emit("AUD", 5600); // the 5,500 alert fires; its e-mail waits in the outbox
    const [, fired] = await alertRows();
    expect(fired!.state).toBe("triggered");
    const triggeredRow = (await outbox.rows()).find((row) => row.kind === "price_alert_triggered")!;
    // The stop link waits in the unsent message's fields.
    const { stopAllUrl: stopAll } = JSON.parse(triggeredRow.fields!) as { stopAllUrl: string };
    const all = await (await follow(stopAll, "POST", { "List-Unsubscribe": "One-Click" })).text();
    expect(all).toContain("All your price alerts are cancelled");
    expect((await alertRows()).map((row) => row.state)).toEqual([
      "cancelled",
      "triggered",
      "cancelled",
    ]);
    expect((await outbox.rows()).find((row) => row.kind === "price_alert_triggered")!.state).toBe(
      "withdrawn",
    );
  });

  it("refuses bad input and a bad captcha with a reason, storing nothing", async () => {
    const bad = await createAlert({ target: 0.001 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      status: "error",
      message: "target must have at most 2 decimal places",
    });
    expect((await createAlert({ token: "not-a-captcha-solution" })).status).toBe(400);
    expect(await alertRows()).toEqual([]);
    expect(await outbox.rows()).toEqual([]);
  });

  it("answers a repeated Idempotency-Key with the first answer and one alert", async () => {
    const key = "a1e7a1e7-0000-4000-8000-000000000001";
    const request = await alertRequest();
    await api.postJson("/v1/price-alerts/", request, { "Idempotency-Key": key });
    const repeat = await api.postJson("/v1/price-alerts/", request, { "Idempotency-Key": key });
    expect(repeat.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await alertRows()).toHaveLength(1);
    expect(await outbox.rows()).toHaveLength(1);
  });
});
