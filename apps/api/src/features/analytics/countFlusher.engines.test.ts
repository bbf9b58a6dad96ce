import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sample, scrape } from "../../testing/metricsText";
import { testApi, testEngine, type TestApi } from "../../testing/testApi";
import type { CountKey } from "./countBuffer";
import { countFlusher } from "./countFlusher";
import { countStore, type CountBatch } from "./countStore";

const key = (page: CountKey["page"] = "Home"): CountKey => ({
  date: "2026-01-01",
  site: "main",
  event: "PageView",
  page,
  language: "en",
  source: "direct",
  medium: "",
  campaign: "",
  device: "desktop",
});

let api: TestApi;
let store: ReturnType<typeof countStore>;
beforeEach(async () => {
  api = await testApi();
  store = countStore(api.db, () => new Date(api.clock.now));
});
afterEach(async () => {
  await api.dispose();
});

const written = async () =>
  (await store.daily("2026-01-01", "2026-01-01")).map((row) => `${row.page} ${row.count}`);

const failures = async () =>
  sample(await scrape(api.app), "gw_analytics_flush_failures_total") ?? 0;

describe(`count flusher (${testEngine})`, () => {
  it("adds up in memory and writes each row once per flush, with its sum", async () => {
    const flusher = countFlusher({ store });
    for (let n = 0; n < 1000; n++) flusher.add(key(n % 4 === 0 ? "Contact" : "Home"));
    await Promise.all([flusher.flush(), flusher.flush()]);
    flusher.add(key());
    await flusher.flush();
    expect(await written()).toEqual(["Contact 250", "Home 751"]);
    const batches = await api.db.db.selectFrom("analytics_flushes").selectAll().execute();
    expect(batches).toHaveLength(2);
  });

  it("writes what it holds when stopped (SIGTERM), and on its interval before that", async () => {
    const flusher = countFlusher({ store });
    const job = flusher.start(50);
    flusher.add(key(), 3);
    await expect.poll(written).toEqual(["Home 3"]);
    flusher.add(key(), 2);
    await job.stop();
    expect(await written()).toEqual(["Home 5"]);
  });

  it("keeps the counts of a failed flush and writes them once, with what came after", async () => {
    let refuse = true;
    const flusher = countFlusher({
      store: {
        write: (batch) =>
          refuse ? Promise.reject(new Error("connection refused")) : store.write(batch),
      },
    });
    const before = await failures();
    flusher.add(key(), 4);
    await expect(flusher.flush()).rejects.toThrow("connection refused");
    flusher.add(key(), 1);
    await expect(flusher.flush()).rejects.toThrow();
    expect(await failures()).toBe(before + 2);
    expect(flusher.unwritten()).toBe(5);
    refuse = false;
    await flusher.flush();
    expect(await written()).toEqual(["Home 5"]);
    expect(flusher.unwritten()).toBe(0);
  });

  it("does not count twice a batch whose write committed but whose answer was lost", async () => {
    const attempts: string[] = [];
    let loseAnswer = true;
    const flusher = countFlusher({
      store: {
        async write(batch: CountBatch) {
          attempts.push(batch.id);
          const wrote = await store.write(batch);
          if (loseAnswer) {
            loseAnswer = false;
            throw new Error("connection reset after COMMIT");
          }
          return wrote;
        },
      },
    });
    flusher.add(key(), 7);
    await expect(flusher.flush()).rejects.toThrow("after COMMIT");
    flusher.add(key("Contact"), 2);
    await flusher.flush();
    // The same batch again (recognised, not added), then the new one.
    expect(attempts).toHaveLength(3);
    expect(attempts[1]).toBe(attempts[0]);
    expect(await written()).toEqual(["Contact 2", "Home 7"]);
  });
});
