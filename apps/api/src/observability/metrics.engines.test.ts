import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { alertStore } from "../features/alerts/alertStore";
import { watchPriceAlerts } from "../features/alerts/alertWatcher";
import { outboxStore } from "../outbox/outboxStore";
import { sample, scrape } from "../testing/metricsText";
import { testAdminToken, testApi, testEngine, type TestApi } from "../testing/testApi";
import { linkIn, testOutbox, type TestOutbox } from "../testing/testOutbox";
import { testQuotes } from "../testing/testQuotes";

let api: TestApi;
let outbox: TestOutbox;
let stopWatching: (() => Promise<void>) | undefined;
beforeEach(async () => {
  // A low limit, so a few requests from one client reach it.
  api = await testApi({ rateLimitPerMinute: 3 });
  outbox = await testOutbox(api, {
    // A relay that refuses one address for good and another for now, quoting each.
    beforeAccept(message) {
      if (message.to.includes("refused@example.com"))
        throw Object.assign(new Error("<refused@example.com> mailbox unknown"), {
          responseCode: 550,
        });
      if (message.to.includes("later@example.com"))
        throw Object.assign(new Error("<later@example.com> try again later"), {
          responseCode: 451,
        });
    },
  });
});
afterEach(async () => {
  await stopWatching?.();
  await outbox.close();
  await api.dispose();
});

/** Each client its own rate-limit allowance, so only the flood below reaches the limit. */
let clients = 0;
const post = (path: string, body: unknown) =>
  api.postJson(path, body, { "X-Test-Client": `client-${++clients}` });

describe(`/metrics (${testEngine})`, () => {
  it("answers only the admin token: 401 for a wrong one, 404 when none is configured", async () => {
    const wrong = await api.app.request("/metrics", { headers: { Authorization: "Bearer nope" } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
    expect((await api.app.request("/metrics")).status).toBe(401);
    const right = await api.app.request("/metrics", {
      headers: { Authorization: `Bearer ${testAdminToken}` },
    });
    expect(right.status).toBe(200);
    expect(right.headers.get("Content-Type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await right.text()).toMatch(/^process_cpu_seconds_total \d/m);

    const withoutToken = await testApi({ adminToken: undefined });
    const off = await withoutToken.app.request("/metrics", {
      headers: { Authorization: `Bearer ${testAdminToken}` },
    });
    expect(off.status).toBe(404);
    await withoutToken.dispose();
  });

  it("reports every family after the API is driven, by route pattern and never by raw path", async () => {
    const before = await scrape(api.app);

    // HTTP: a link with a token in its address (unknown: 404), an unknown path, a bad request.
    await api.app.request("/v1/price-alerts/confirm?token=abc");
    await api.app.request("/no/such/path/4711");
    await post("/v1/contact/request/", { email: "not an address" });

    // Mail: one message goes out, one is refused for good, one waits to be tried again.
    for (const email of ["ada@example.com", "refused@example.com", "later@example.com"])
      expect((await post("/v1/contact/request/", await api.validContact({ email }))).status).toBe(
        201,
      );
    await outbox.deliverDue();

    // A price alert, confirmed, then crossed by a quote 42 s after the quote's own time.
    expect(
      (
        await post("/v1/price-alerts/", {
          email: "alerts@example.com",
          metal: "gold",
          currency: "AUD",
          direction: "above",
          target: 5300,
          hostname: "localhost",
          locale: "en",
          token: await api.solvedToken(),
        })
      ).status,
    ).toBe(201);
    await outbox.deliverDue();
    const [confirm] = outbox.mailTo("alerts@example.com");
    const { pathname, search } = new URL(
      linkIn(confirm!, "http://localhost:8787/v1/price-alerts/confirm"),
    );
    expect((await api.app.request(`${pathname}${search}`, { method: "POST" })).status).toBe(200);
    const activeBefore = sample(await scrape(api.app), "gw_alerts_active");
    const quotes = testQuotes(api.clock);
    const now = () => new Date(api.clock.now);
    stopWatching = watchPriceAlerts({
      db: api.db,
      alerts: alertStore(api.db, now),
      outbox: outboxStore(api.db, now),
      prices: quotes,
      publicUrl: "http://localhost:8787",
      now,
    }).stop;
    const asOf = api.clock.now;
    api.clock.now += 42_000;
    await quotes.emit("AUD", 5400, 30, asOf);

    // A flood from one client: the limit is 3 a minute.
    for (let i = 0; i < 5; i++)
      await api.postJson(
        "/user/referral/verify/",
        { referral: "GOLDFRIEND" },
        { "X-Test-Client": "flood" },
      );

    api.clock.now += 90_000;
    const after = await scrape(api.app);
    const grew = (name: string, labels: Record<string, string> = {}) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);

    // HTTP requests and their durations, by the route pattern.
    expect(
      grew("gw_http_requests_total", {
        method: "POST",
        route: "/v1/contact/request/",
        status: "201",
      }),
    ).toBe(3);
    expect(
      grew("gw_http_requests_total", {
        method: "POST",
        route: "/v1/contact/request/",
        status: "400",
      }),
    ).toBe(1);
    expect(
      grew("gw_http_request_duration_seconds_count", {
        method: "GET",
        route: "/v1/price-alerts/confirm",
        status: "404",
      }),
    ).toBe(1);
    expect(grew("gw_http_requests_total", { method: "GET", route: "/*", status: "404" })).toBe(1);
    expect(after).not.toContain("/no/such/path");
    expect(after).not.toContain("token=abc");

    // The outbox: what this instance's sender did, and the shared queue read at scrape time.
    expect(grew("gw_outbox_sends_total")).toBeGreaterThanOrEqual(5);
    expect(grew("gw_outbox_failures_total")).toBe(1);
    expect(grew("gw_outbox_retries_total")).toBe(1);
    expect(sample(after, "gw_outbox_messages", { state: "failed" })).toBe(1);
    expect(sample(after, "gw_outbox_messages", { state: "pending" })).toBeGreaterThanOrEqual(1);
    expect(sample(after, "gw_outbox_messages", { state: "withdrawn" })).toBe(0);
    expect(sample(after, "gw_outbox_messages", { state: "sent" })).toBe(
      (await outbox.rows()).filter((row) => row.state === "sent").length,
    );
    // The message to try again was written before the quote (42 s) and the wait (90 s).
    expect(sample(after, "gw_outbox_oldest_unsent_age_seconds")).toBeGreaterThanOrEqual(132);

    // Alerts: the one active alert was checked, fired, and its e-mail queued 42 s after the quote.
    expect(activeBefore).toBe(1);
    expect(sample(after, "gw_alerts_active")).toBe(0);
    expect(grew("gw_alerts_checked_total")).toBe(1);
    expect(grew("gw_alerts_fired_total")).toBe(1);
    expect(grew("gw_alert_queue_delay_seconds_count")).toBe(1);
    expect(grew("gw_alert_queue_delay_seconds_bucket", { le: "30" })).toBe(0);
    expect(grew("gw_alert_queue_delay_seconds_bucket", { le: "60" })).toBe(1);
    expect(grew("gw_alert_check_duration_seconds_count")).toBe(1);

    // The captcha: a challenge issued and a solution accepted for each form call above.
    expect(grew("gw_captcha_challenges_total")).toBeGreaterThanOrEqual(4);
    expect(grew("gw_captcha_verifications_total", { outcome: "ok" })).toBe(4);

    // Rate limits: two of the flood's five were refused.
    expect(grew("gw_rate_limit_refusals_total", { scope: "referral" })).toBe(2);

    // The database pool and readiness.
    expect(sample(after, "gw_db_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
    if (testEngine === "postgres") {
      expect(sample(after, "gw_db_pool_connections", { state: "idle" })).toBeGreaterThanOrEqual(0);
      expect(sample(after, "gw_db_pool_connections", { state: "waiting" })).toBe(0);
    }
    expect(sample(after, "gw_ready")).toBe(1);
    // prom-client's process metrics.
    expect(sample(after, "process_resident_memory_bytes")).toBeGreaterThan(0);
  });
});
