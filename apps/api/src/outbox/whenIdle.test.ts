import { describe, expect, it } from "vitest";
import { whenIdle } from "./whenIdle";

describe("whenIdle", () => {
  it("goes on at once when the process is idle, and as soon as it becomes idle", async () => {
    let started = performance.now();
    await whenIdle(() => false);
    expect(performance.now() - started).toBeLessThan(5);

    let busy = true;
    setTimeout(() => (busy = false), 50);
    started = performance.now();
    await whenIdle(() => busy, { pollMs: 5, maxWaitMs: 5000 });
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(45);
    expect(waited).toBeLessThan(1000);
  });

  it("gives up waiting after maxWaitMs, so mail still goes out under a load that does not let up", async () => {
    const started = performance.now();
    await whenIdle(() => true, { pollMs: 5, maxWaitMs: 60 });
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(55);
    expect(waited).toBeLessThan(1000);
  });
});
