import { readFileSync } from "node:fs";
import type { PriceHistory } from "@gw/api-client/schemas";
import { afterEach, describe, expect, it } from "vitest";
import { testApi, testEngine, type TestApi } from "../../testing/testApi";
import { readClosesCsv, storeImportedCloses } from "./closeImport";
import { tradingDaysBetween } from "../../priceFeeds/marketCalendar";

let api: TestApi;
afterEach(() => api.dispose());

const mondayNoon = Date.parse("2026-01-05T17:00:00Z");
const sample = readFileSync(
  new URL("../../../sample-data/development-closes-5y.csv", import.meta.url),
  "utf8",
);

async function importCsv(text: string) {
  const read = readClosesCsv(text, "2026-01-05");
  if (!read.ok) throw new Error(read.problems.join("\n"));
  return storeImportedCloses(api.db, read.closes, api.clock.now);
}

async function history(query: string) {
  const response = await api.app.request(`/v1/prices/history${query}`);
  return { response, body: (await response.json()) as PriceHistory };
}

const rowCount = async () =>
  Number(
    (
      await api.db.db
        .selectFrom("price_closes")
        .select((select) => select.fn.countAll<number>().as("rows"))
        .executeTakeFirstOrThrow()
    ).rows,
  );

describe(`importing daily closes (${testEngine})`, () => {
  it("imports the 5-year sample so that 5Y is filled, and a second import changes nothing", async () => {
    api = await testApi();
    api.clock.now = mondayNoon;
    const first = await importCsv(sample);
    expect(first).toMatchObject({ corrected: 0, unchanged: 0 });
    expect(first.added).toBe(tradingDaysBetween("2020-12-28", "2026-01-02").length * 6);
    const { body } = await history("?metal=gold&range=5Y");
    expect(body).toMatchObject({
      range: "5Y",
      interval: "weekly",
      since: "2020-12-28",
      complete: true,
      sources: [{ source: "development", to: "2026-01-02" }],
    });
    expect(body.points.length).toBeGreaterThan(255);
    expect(body.points[0]!.date).toBe("2021-01-08");
    const rows = await rowCount();
    expect(await importCsv(sample)).toEqual({ ...first, added: 0, unchanged: first.added });
    expect(await rowCount()).toBe(rows);
  });

  it("corrects a close the file gives differently, and keeps each close's source", async () => {
    api = await testApi();
    await importCsv("date,metal,currency,close,source\n2025-12-31,gold,AUD,5000,lbma-pm\n");
    const second = await importCsv(
      "source,date,metal,currency,close\nlbma-pm,2025-12-31,gold,AUD,5001.5\nlbma-pm,2026-01-02,gold,AUD,5010\n",
    );
    expect(second).toMatchObject({ added: 1, corrected: 1, unchanged: 0 });
    expect(
      await api.db.db
        .selectFrom("price_closes")
        .select(["source", "date", "close"])
        .orderBy("date")
        .execute(),
    ).toEqual([
      { source: "lbma-pm", date: "2025-12-31", close: 5001.5 },
      { source: "lbma-pm", date: "2026-01-02", close: 5010 },
    ]);
  });

  it("refuses a file with any bad line, naming each, and stores nothing", () => {
    const read = readClosesCsv(
      [
        "date,metal,currency,close,source",
        "2025-12-31,gold,AUD,5000,lbma-pm",
        "2025-02-30,gold,AUD,5000,lbma-pm",
        "2025-12-30,platinum,EUR,-1,lbma pm",
        "2026-02-01,gold,AUD,5000,lbma-pm",
        "2025-12-31,gold,AUD,5002,lbma-pm",
      ].join("\n"),
      "2026-01-05",
    );
    expect(read).toEqual({
      ok: false,
      problems: [
        'line 3: date "2025-02-30" is not a date (YYYY-MM-DD)',
        'line 4: metal "platinum" is not one of gold, silver; currency "EUR" is not one of AUD, USD, CNY; close "-1" is not a positive number; source "lbma pm" is not a source name (letters, digits, . _ / -)',
        "line 5: date 2026-02-01 is in the future",
        "line 6: gold AUD 2025-12-31 (lbma-pm) is also on an earlier line with another close",
      ],
    });
    expect(readClosesCsv("date,metal,close\n2025-12-31,gold,1\n", "2026-01-05")).toEqual({
      ok: false,
      problems: ["the header lacks currency, source (it needs date,metal,currency,close,source)"],
    });
  });
});

describe(`a history from several sources (${testEngine})`, () => {
  it("takes each day from one source, in order of preference, and labels which", async () => {
    api = await testApi({}, { env: { PRICE_HISTORY_SOURCES: "lbma-pm,development" } });
    api.clock.now = mondayNoon;
    await api.prices[0]!.recorder.backfill(["AUD"], "2025-11-03");
    const lbma = tradingDaysBetween("2025-12-01", "2025-12-19")
      .map((date) => `${date},gold,AUD,4000,lbma-pm`)
      .join("\n");
    await importCsv(`date,metal,currency,close,source\n${lbma}\n`);
    const { body } = await history("?metal=gold&range=3M");
    expect(body.sources).toEqual([
      { source: "development", from: "2025-11-03", to: "2025-11-28" },
      { source: "lbma-pm", from: "2025-12-01", to: "2025-12-19" },
      { source: "development", from: "2025-12-22", to: "2026-01-02" },
    ]);
    expect(body.points.filter((point) => point.close === 4000)).toHaveLength(15);
    expect(body).toMatchObject({ since: "2025-11-03", complete: false });
  });

  it("says since when a range asks for more than it holds: in the answer, the CSV's name and headers", async () => {
    api = await testApi();
    api.clock.now = mondayNoon;
    await api.prices[0]!.recorder.backfill(["AUD"], "2025-11-03");
    expect((await history("?metal=gold&range=1M")).body).toMatchObject({ complete: true });
    expect((await history("?metal=gold&range=5Y")).body).toMatchObject({
      since: "2025-11-03",
      complete: false,
    });
    const csv = await api.app.request("/v1/prices/history?metal=gold&range=5Y&format=csv");
    expect(csv.headers.get("Content-Disposition")).toBe(
      'attachment; filename="gold-AUD-5Y-since-2025-11-03.csv"',
    );
    expect(csv.headers.get("Price-History-Since")).toBe("2025-11-03");
    expect(csv.headers.get("Price-History-Sources")).toBe("development");
    expect((await csv.text()).split("\n")[0]).toBe("date,close");
    expect((await history("?metal=gold&range=1M&currency=USD")).body).toMatchObject({
      points: [],
      since: null,
      complete: false,
      sources: [],
    });
  });
});
