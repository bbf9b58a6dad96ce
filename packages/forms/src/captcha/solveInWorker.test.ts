import type { CaptchaChallenge } from "@gw/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CaptchaUnavailableError } from "./CaptchaProvider";
import { solveInWorker } from "./solveInWorker";

const challenge = { parameters: {}, signature: "00" } as unknown as CaptchaChallenge;

/** A stand-in worker: records what it was sent, and answers as the test says. */
class FakeWorker extends EventTarget {
  sent: unknown[] = [];
  terminate = vi.fn();
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  answer(data: unknown) {
    this.dispatchEvent(new MessageEvent("message", { data }));
  }
  fail(message: string) {
    this.dispatchEvent(Object.assign(new Event("error"), { message }));
  }
}

function start() {
  const worker = new FakeWorker();
  const solving = solveInWorker(challenge, () => worker as unknown as Worker);
  return { worker, solving };
}

afterEach(() => vi.useRealTimers());

describe("solveInWorker", () => {
  it("sends the challenge to a worker and ends the worker with its solution", async () => {
    const { worker, solving } = start();
    expect(worker.sent).toEqual([challenge]);
    worker.answer({ counter: 7, derivedKey: "ab" });
    await expect(solving).resolves.toEqual({ counter: 7, derivedKey: "ab" });
    expect(worker.terminate).toHaveBeenCalledOnce();
  });

  it.each([
    ["finds nothing", (worker: FakeWorker) => worker.answer(null)],
    ["fails to load or run", (worker: FakeWorker) => worker.fail("blocked")],
  ])("rejects when the worker %s", async (_, outcome) => {
    const { worker, solving } = start();
    outcome(worker);
    await expect(solving).rejects.toBeInstanceOf(CaptchaUnavailableError);
    expect(worker.terminate).toHaveBeenCalledOnce();
  });

  it("gives up after a minute", async () => {
    vi.useFakeTimers();
    const { worker, solving } = start();
    vi.advanceTimersByTime(60_000);
    await expect(solving).rejects.toThrow(/not solved in time/);
    expect(worker.terminate).toHaveBeenCalledOnce();
  });
});
