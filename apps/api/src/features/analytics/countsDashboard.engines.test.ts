import { readFileSync } from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApi, testEngine, type TestApi } from "../../testing/testApi";
import type { CountKey, CountRow } from "./countBuffer";
import { countStore } from "./countStore";

interface Panel {
  title: string;
  targets?: { format: string; rawSql: string }[];
}
const dashboard = JSON.parse(
  readFileSync(
    new URL("../../../../../deploy/grafana/counts-dashboard.json", import.meta.url),
    "utf8",
  ),
) as { panels: Panel[] };

/**
 * A panel's query as Grafana sends it: the time macros and the `$site` variable filled in as
 * Grafana's PostgreSQL data source fills them (quoted UTC timestamps, a quoted list).
 */
function query(title: string, sites: readonly string[] = ["main", "vip", "cny", "register"]) {
  const rawSql = dashboard.panels.find((panel) => panel.title === title)?.targets?.[0]?.rawSql;
  if (!rawSql) throw new Error(`No panel "${title}"`);
  return rawSql
    .replaceAll("$__timeFrom()", "'2026-01-01T00:00:00Z'")
    .replaceAll("$__timeTo()", "'2026-01-31T12:00:00Z'")
    .replaceAll("$site", sites.map((site) => `'${site}'`).join(","));
}

const base: Omit<CountKey, "date" | "site" | "event" | "page"> = {
  language: "en",
  source: "direct",
  medium: "",
  campaign: "",
  device: "desktop",
};
const row = (date: string, site: string, event: string, page: string, count: number, more = {}) =>
  ({ ...base, date, site, event, page, ...more, count }) as CountRow;
const wechat = {
  language: "zh",
  source: "wechat",
  medium: "social",
  campaign: "cny26",
  device: "phone",
};
const baidu = { language: "zh", source: "www.baidu.com", device: "phone" };

// The dashboard reads PostgreSQL (the production database); SQLite has no such dashboard.
describe.skipIf(testEngine === "sqlite")("the counts dashboard's queries on PostgreSQL", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi();
    await countStore(api.db, () => new Date()).write({
      id: "seed",
      rows: [
        row("2026-01-05", "cny", "PageView", "CNY", 10, wechat),
        row("2026-01-05", "cny", "Lead", "CNY", 3, wechat),
        row("2026-01-05", "cny", "Preregistration confirmed", "CNY", 2, { language: "zh" }),
        row("2026-01-05", "main", "PageView", "Home", 5),
        row("2026-01-05", "main", "PageView", "Contact", 4, { source: "www.google.com" }),
        row("2026-01-05", "main", "Contact", "Contact", 4, { source: "www.google.com" }),
        row("2026-01-05", "main", "Contact form_submit", "Contact", 1, {
          source: "www.google.com",
        }),
        row("2026-01-05", "main", "PageView", "CNY", 2),
        row("2026-01-06", "cny", "PageView", "CNY", 6, baidu),
        row("2026-01-06", "cny", "Lead", "CNY", 1, baidu),
        row("2026-01-06", "vip", "PageView", "Home", 3, { device: "tablet" }),
        row("2026-01-06", "vip", "Price alert confirmed", "Live pricing", 1),
        // Outside the range asked.
        row("2025-12-31", "main", "PageView", "Home", 100),
        row("2026-02-01", "main", "PageView", "Home", 100),
      ],
    });
  });
  afterAll(async () => {
    await api.dispose();
  });

  /** The rows a query answers, numbers as numbers (PostgreSQL sends sums as text). */
  async function answer(text: string) {
    const { rows } = await sql.raw<Record<string, unknown>>(text).execute(api.db.db);
    return rows.map((found) =>
      Object.fromEntries(
        Object.entries(found).map(([name, value]) => [
          name,
          value instanceof Date
            ? value.toISOString()
            : typeof value === "string" && /^\d+(\.\d+)?$/.test(value)
              ? Number(value)
              : value,
        ]),
      ),
    );
  }

  it("runs every query the dashboard holds", async () => {
    const panels = dashboard.panels.filter((panel) => panel.targets?.length);
    expect(panels.length).toBeGreaterThanOrEqual(10);
    for (const panel of panels) {
      await expect(answer(query(panel.title)), panel.title).resolves.toBeDefined();
    }
  });

  it("draws page views per site on each Sydney business day", async () => {
    expect(await answer(query("Page views per site and day"))).toEqual([
      // Midnight in Sydney (summer time, UTC+11).
      { time: "2026-01-04T13:00:00.000Z", metric: "cny", value: 10 },
      { time: "2026-01-04T13:00:00.000Z", metric: "main", value: 11 },
      { time: "2026-01-05T13:00:00.000Z", metric: "cny", value: 6 },
      { time: "2026-01-05T13:00:00.000Z", metric: "vip", value: 3 },
    ]);
    expect(await answer(query("Page views"))).toEqual([{ "Page views": 30 }]);
    expect(await answer(query("Page views", ["cny"]))).toEqual([{ "Page views": 16 }]);
    expect(await answer(query("Addresses confirmed"))).toEqual([
      { Preregistrations: 2, "Price alerts": 1 },
    ]);
  });

  it("lists sources and campaigns, pages, languages and devices", async () => {
    expect(await answer(query("Sources and campaigns"))).toEqual([
      { Source: "direct", Medium: "", Campaign: "", "Page views": 10 },
      { Source: "wechat", Medium: "social", Campaign: "cny26", "Page views": 10 },
      { Source: "www.baidu.com", Medium: "", Campaign: "", "Page views": 6 },
      { Source: "www.google.com", Medium: "", Campaign: "", "Page views": 4 },
    ]);
    expect(await answer(query("Pages"))).toEqual([
      { Page: "CNY", "Page views": 18 },
      { Page: "Home", "Page views": 8 },
      { Page: "Contact", "Page views": 4 },
    ]);
    expect(await answer(query("Languages"))).toEqual([
      { Language: "en", "Page views": 14 },
      { Language: "zh", "Page views": 16 },
    ]);
    expect(await answer(query("Devices"))).toEqual([
      { Device: "desktop", "Page views": 11 },
      { Device: "phone", "Page views": 16 },
      { Device: "tablet", "Page views": 3 },
    ]);
  });

  it("follows the China and contact funnels, in all and by day", async () => {
    expect(await answer(query("China: page view → preregistration → confirmed"))).toEqual([
      { "China page views": 18, Preregistrations: 4, Confirmed: 2 },
    ]);
    expect(await answer(query("Contact: page view → message sent"))).toEqual([
      { "Contact page views": 4, "Messages sent": 1 },
    ]);
    expect(await answer(query("China page by source and campaign"))).toEqual([
      {
        Source: "wechat",
        Campaign: "cny26",
        "Page views": 10,
        Preregistrations: 3,
        "Preregistered %": 30,
      },
      {
        Source: "www.baidu.com",
        Campaign: "",
        "Page views": 6,
        Preregistrations: 1,
        "Preregistered %": 16.7,
      },
      {
        Source: "direct",
        Campaign: "",
        "Page views": 2,
        Preregistrations: 0,
        "Preregistered %": 0,
      },
    ]);
    const day = (Day: string, china: number[], contact: number[]) => ({
      Day,
      "China page views": china[0],
      Preregistrations: china[1],
      Confirmed: china[2],
      "Contact page views": contact[0],
      "Messages sent": contact[1],
    });
    expect(await answer(query("Funnels by day"))).toEqual([
      day("2026-01-06", [6, 1, 0], [0, 0]),
      day("2026-01-05", [12, 3, 2], [4, 1]),
    ]);
    expect(await answer(query("Funnels by day", ["vip"]))).toEqual([
      day("2026-01-06", [0, 0, 0], [0, 0]),
    ]);
  });
});
