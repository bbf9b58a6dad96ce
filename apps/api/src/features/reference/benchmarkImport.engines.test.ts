import { afterEach, describe, expect, it } from "vitest";
import { testApi, testEngine, type TestApi } from "../../testing/testApi";
import { readBenchmarkCsv, storeImportedBenchmark } from "./benchmarkImport";

let api: TestApi;
afterEach(() => api.dispose());

const file = ["date,am,pm", "2026-01-05,1001.20,1003.40", "2026-01-06,1004.00,"].join("\n");

async function importCsv(text: string) {
  const read = readBenchmarkCsv(text, "2026-01-06");
  if (!read.ok) throw new Error(read.problems.join("\n"));
  return storeImportedBenchmark(api.db, read.prices, api.clock.now);
}

const rows = () =>
  api.db.db
    .selectFrom("reference_prices")
    .select(["source", "date", "as_of", "price"])
    .orderBy("as_of")
    .execute()
    .then((found) =>
      found.map((row) => ({ ...row, as_of: Number(row.as_of), price: Number(row.price) })),
    );

describe(`importing the SGE's daily benchmark (${testEngine})`, () => {
  it("stores each price at its publication time; a second import changes nothing", async () => {
    api = await testApi();
    expect(await importCsv(file)).toEqual({ added: 3, corrected: 0, unchanged: 0 });
    expect(await rows()).toEqual([
      {
        source: "sge.com.cn",
        date: "2026-01-05",
        as_of: Date.parse("2026-01-05T02:15:00Z"),
        price: 1001.2,
      },
      {
        source: "sge.com.cn",
        date: "2026-01-05",
        as_of: Date.parse("2026-01-05T06:15:00Z"),
        price: 1003.4,
      },
      {
        source: "sge.com.cn",
        date: "2026-01-06",
        as_of: Date.parse("2026-01-06T02:15:00Z"),
        price: 1004,
      },
    ]);
    expect(await importCsv(file)).toEqual({ added: 0, corrected: 0, unchanged: 3 });
    expect(await rows()).toHaveLength(3);
  });

  it("corrects a price the file gives differently, adds the afternoon's once it is out", async () => {
    api = await testApi();
    await importCsv(file);
    const later = ["date,pm,am", "2026-01-05,1003.50,1001.20", "2026-01-06,1006.00,1004.00"].join(
      "\n",
    );
    expect(await importCsv(later)).toEqual({ added: 1, corrected: 1, unchanged: 2 });
    expect((await rows()).map((row) => row.price)).toEqual([1001.2, 1003.5, 1004, 1006]);
  });

  it("checks every line first and names each problem with its line", () => {
    const read = readBenchmarkCsv(
      [
        "date,am,pm,source",
        "2026-02-30,1,2,",
        "2026-01-07,1,2,",
        "2026-01-05,-1,x,",
        "2026-01-05,,,",
        "2026-01-02,1,2,bad source",
        "2026-01-02,1,2,",
        "2026-01-02,1,3,",
      ].join("\n"),
      "2026-01-06",
    );
    expect(read).toEqual({
      ok: false,
      problems: [
        'line 2: date "2026-02-30" is not a date (YYYY-MM-DD)',
        "line 3: date 2026-01-07 is in the future",
        'line 4: am "-1" is not a positive number; pm "x" is not a positive number',
        "line 5: neither am nor pm has a price",
        'line 6: source "bad source" is not a source name (letters, digits, . _ / -)',
        "line 8: 2026-01-02 (sge.com.cn) is also on an earlier line with other prices",
      ],
    });
    expect(readBenchmarkCsv("date,close\n2026-01-02,1", "2026-01-06")).toEqual({
      ok: false,
      problems: ["the header lacks am, pm (it needs date,am,pm)"],
    });
  });
});
