import type { CountedEvent, CountsRequest } from "@gw/api-client/counts";
import { preregistrationTag } from "@gw/api-client/schemas";
import { localOrigin } from "@gw/workspace";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runRetention } from "../../retention/retentionJob";
import { analyticsFeature } from "./analyticsFeature";
import { testAdminToken, testApi, testEngine, type TestApi } from "../../testing/testApi";
import { linkIn, testOutbox, type TestOutbox } from "../../testing/testOutbox";

const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const view: CountedEvent = {
  event: "PageView",
  page: "CNY",
  language: "zh",
  source: "wechat",
  medium: "social",
  campaign: "cny26",
  device: "phone",
};

let api: TestApi;
beforeEach(async () => {
  api = await testApi();
});
afterEach(async () => {
  await api.dispose();
});

type App = TestApi["app"];

function count(
  body: unknown,
  { app = api.app, client = "visitor", headers = {} as Record<string, string> } = {},
) {
  return app.request("/v1/analytics/counts", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": chrome,
      "X-Test-Client": client,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const calls = (events: CountedEvent[], site: CountsRequest["site"] = "cny"): CountsRequest => ({
  site,
  events,
});

function report(
  query = "from=2026-01-01&to=2026-01-31",
  app: App = api.app,
  token = testAdminToken,
) {
  return app.request(`/v1/analytics/daily?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
}

async function rows(app: App = api.app) {
  const response = await report(undefined, app);
  expect(response.status).toBe(200);
  return ((await response.json()) as { rows: Record<string, unknown>[] }).rows;
}

const total = async (app: App = api.app) =>
  (await rows(app)).reduce((sum, row) => sum + Number(row.count), 0);

describe(`first-party counts (${testEngine})`, () => {
  it("adds each event to its day's row and reports it with every dimension", async () => {
    const contact = { ...view, event: "Contact form_submit", page: "Contact" } as const;
    const first = await count(calls([view, view, contact]));
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ counted: 3 });
    await count(calls([view]));
    // 14:00 UTC is 01:00 the next day in Sydney: the business day has turned.
    api.clock.now = Date.parse("2026-01-01T14:00:00Z");
    await count(calls([view], "main"));
    expect(await rows()).toEqual([
      { date: "2026-01-01", site: "cny", ...contact, count: 1 },
      { date: "2026-01-01", site: "cny", ...view, count: 3 },
      { date: "2026-01-02", site: "main", ...view, count: 1 },
    ]);
  });

  it("answers the report as CSV with the same header, formulas defused", async () => {
    await count(
      calls([
        { ...view, campaign: "=HYPERLINK(1)" },
        { ...view, source: "a,b" },
      ]),
    );
    const response = await report("from=2026-01-01&to=2026-01-01&format=csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(await response.text()).toBe(
      [
        "date,site,event,page,language,source,medium,campaign,device,count",
        '2026-01-01,cny,PageView,CNY,zh,"a,b",social,cny26,phone,1',
        "2026-01-01,cny,PageView,CNY,zh,wechat,social,'=HYPERLINK(1),phone,1",
        "",
      ].join("\n"),
    );
  });

  it("refuses anything malformed with a 400, counting nothing of the call", async () => {
    const malformed: [string, unknown][] = [
      ["an unknown event", calls([{ ...view, event: "Purchase" as "Lead" }])],
      [
        "an event only the API counts",
        calls([{ ...view, event: "Preregistration confirmed" as "Lead" }]),
      ],
      ["an unknown page", calls([{ ...view, page: "Admin" as "CNY" }])],
      ["an unknown site", calls([view], "evil" as "cny")],
      ["an unknown language", calls([{ ...view, language: "fr" as "en" }])],
      ["an unknown device", calls([{ ...view, device: "tv" as "phone" }])],
      ["an over-long source", calls([{ ...view, source: "s".repeat(101) }])],
      ["an over-long campaign", calls([{ ...view, campaign: "c".repeat(101) }])],
      ["an empty source", calls([{ ...view, source: "" }])],
      ["a control character", calls([{ ...view, medium: "a\nb" }])],
      ["an identifier", calls([{ ...view, visitor: "abc" } as CountedEvent])],
      ["an address", { ...calls([view]), ip: "203.0.113.7" }],
      ["no events", calls([])],
      ["more events than a call takes", calls(Array.from({ length: 21 }, () => view))],
      ["a number for a name", { site: "cny", events: [{ ...view, page: 7 }] }],
      ["no JSON", "site=cny"],
      ["a list", [view]],
    ];
    for (const [problem, body] of malformed) {
      const response = await count(body);
      expect(response.status, problem).toBe(400);
      expect(await response.json(), problem).toMatchObject({
        status: "error",
        message: expect.any(String),
      });
    }
    expect(await rows()).toEqual([]);
  });

  it("refuses a body that is not JSON by its type with a 415", async () => {
    const response = await api.app.request("/v1/analytics/counts", {
      method: "POST",
      headers: { "Content-Type": "text/plain", "User-Agent": chrome },
      body: JSON.stringify(calls([view])),
    });
    expect(response.status).toBe(415);
    expect(await rows()).toEqual([]);
  });

  it.each([
    ["Sec-GPC: 1", { "Sec-GPC": "1" }],
    ["a search engine", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" }],
    ["a link preview", { "User-Agent": "facebookexternalhit/1.1" }],
    ["a crawler", { "User-Agent": "Mozilla/5.0 (compatible; YandexBot/3.0; crawler)" }],
  ])("counts nothing for %s, and says so", async (_case, headers) => {
    const response = await count(calls([view]), { headers });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ counted: 0 });
    expect(await rows()).toEqual([]);
  });

  it("holds each client to the rate limit: a replayed call adds no more than it allows", async () => {
    await api.dispose();
    api = await testApi({ rateLimitPerMinute: 3 });
    const answers = [];
    for (let n = 0; n < 5; n++) answers.push((await count(calls([view, view]))).status);
    expect(answers).toEqual([202, 202, 202, 429, 429]);
    expect((await count(calls([view]), { client: "someone else" })).status).toBe(202);
    expect(await total()).toBe(7);
  });

  describe("the report", () => {
    it("answers 401 without the admin token, or with a wrong one", async () => {
      await count(calls([view]));
      const without = await api.app.request("/v1/analytics/daily?from=2026-01-01&to=2026-01-01");
      expect(without.status).toBe(401);
      expect(without.headers.get("WWW-Authenticate")).toContain("Bearer");
      expect((await report(undefined, api.app, "wrong-token")).status).toBe(401);
    });

    it("is off (404) when no admin token is configured", async () => {
      await api.dispose();
      api = await testApi({ adminToken: undefined });
      expect((await report()).status).toBe(404);
    });

    it.each([
      ["from after to", "from=2026-02-01&to=2026-01-01"],
      ["an impossible date", "from=2026-02-30&to=2026-03-01"],
      ["a date in another form", "from=01/01/2026&to=2026-01-31"],
      ["no range", ""],
      ["an unknown format", "from=2026-01-01&to=2026-01-01&format=xml"],
      ["an unknown parameter", "from=2026-01-01&to=2026-01-01&site=cny"],
      ["more than 800 days", "from=2024-01-01&to=2026-03-11"],
    ])("refuses %s with a 400", async (_case, query) => {
      const response = await report(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: "error" });
    });
  });

  /** Sends `n` events to `app` (a phone, a tablet, a desktop, …); what it counted. */
  const send = async (app: App, n: number) => {
    const events = Array.from({ length: n }, (_, index) => ({
      ...view,
      device: (["phone", "tablet", "desktop"] as const)[index % 3]!,
    }));
    const answer = await count(calls(events), { app });
    return ((await answer.json()) as { counted: number }).counted;
  };

  it("counts every accepted event once across a restart", async () => {
    let accepted = 0;
    for (let round = 0; round < 5; round++) accepted += await send(api.app, 7);
    // A stopping instance writes what it holds (as `startJobs().stop()` does at SIGTERM).
    await api.flushCounts();
    await api.restart();
    accepted += await send(api.app, 3);
    expect(await total()).toBe(accepted);
    expect(accepted).toBe(38);
  });

  // SQLite is one instance; PostgreSQL is shared by several.
  it.skipIf(testEngine === "sqlite")(
    "counts every accepted event once when two instances write the same rows at once",
    async () => {
      const second = await api.secondInstance();
      let accepted = 0;
      for (let round = 0; round < 10; round++) {
        const [one, two] = await Promise.all([send(api.app, 7), send(second, 5)]);
        accepted += one + two;
        // Both write the same rows at once, over and over: no lost update, no deadlock.
        if (round % 3 === 0) await Promise.all([total(api.app), total(second)]);
      }
      await total(second);
      expect(await total(api.app)).toBe(accepted);
      expect(accepted).toBe(120);
    },
  );

  describe("the API's own events", () => {
    let outbox: TestOutbox;
    beforeEach(async () => {
      outbox = await testOutbox(api);
    });
    afterEach(async () => {
      await outbox.close();
    });

    const confirm = async (email: string, headers: Record<string, string> = {}) => {
      await api.postJson(
        "/v1/contact/request/",
        await api.validContact({
          email,
          full_name: preregistrationTag.fullName,
          message: preregistrationTag.message,
          hostname: "localhost",
          locale: "zh",
        }),
        // As a page of the China site sends it straight to the API.
        { Origin: localOrigin("cny") },
      );
      await outbox.deliverDue();
      const link = linkIn(
        outbox.mailTo(email)[0]!,
        "http://localhost:8787/v1/preregistration/confirm",
      );
      const { pathname, search } = new URL(link);
      const press = () =>
        api.app.request(`${pathname}${search}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        });
      expect((await press()).status).toBe(200);
      // Pressed again, or by a mail scanner: already confirmed, not counted again.
      await press();
    };

    it("counts a preregistration confirmed, once, on the site it was made on", async () => {
      await confirm("ada@example.com", {
        "User-Agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
      });
      await confirm("gpc@example.com", { "Sec-GPC": "1" });
      expect(await rows()).toEqual([
        {
          date: "2026-01-01",
          site: "cny",
          event: "Preregistration confirmed",
          page: "CNY",
          language: "zh",
          source: "direct",
          medium: "",
          campaign: "",
          device: "phone",
          count: 1,
        },
      ]);
    });
  });

  it("deletes rows older than 25 months, and the batches' ids after a week", async () => {
    await count(calls([view]));
    expect(await total()).toBe(1);
    const at = (iso: string) => () => new Date(iso);
    expect(
      (await runRetention(api.db, analyticsFeature.retention!, at("2026-01-07T23:00:00Z")))
        ?.countBatches,
    ).toBe(0);
    expect(
      (await runRetention(api.db, analyticsFeature.retention!, at("2026-01-08T01:00:00Z")))
        ?.countBatches,
    ).toBe(1);
    // 1 February 2028 in Sydney: the row of 1 January 2026 is 25 months old, and kept that day.
    expect(
      (await runRetention(api.db, analyticsFeature.retention!, at("2028-01-31T14:00:00Z")))
        ?.dailyCounts,
    ).toBe(0);
    expect(
      (await runRetention(api.db, analyticsFeature.retention!, at("2028-02-01T14:00:00Z")))
        ?.dailyCounts,
    ).toBe(1);
    expect(await rows()).toEqual([]);
  });
});
