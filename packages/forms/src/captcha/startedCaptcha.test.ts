import type { CaptchaSolution } from "@gw/api-client/captcha-token";
import { describe, expect, it, vi } from "vitest";
import { CaptchaUnavailableError } from "./CaptchaProvider";
import { STARTED_CAPTCHA_GLOBAL, startCaptcha, takeStartedCaptcha } from "./startedCaptcha";

const challenge = { parameters: { nonce: "01" }, signature: "00" };
const solution: CaptchaSolution = { counter: 3, derivedKey: "ab00" };

/** A stand-in for the solver's worker: records what it was sent; `answer` replies. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  sent: unknown[] = [];
  terminate = vi.fn();
  constructor(
    readonly url: string,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.started.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  answer(data: unknown) {
    this.dispatchEvent(new MessageEvent("message", { data }));
  }
}

/** A page whose first paint the test decides, and an API that answers `status`. */
function page(status = 200) {
  FakeWorker.started = [];
  let paint = () => {};
  const fetch = vi.fn(async () => new Response(JSON.stringify(challenge), { status }));
  const win = { fetch, Worker: FakeWorker, performance } as unknown as Window & typeof globalThis;
  startCaptcha(win, { worker: "/assets/solver.js" }, (start) => (paint = start));
  return { win, fetch, paint: () => paint() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe("the captcha started with the page", () => {
  it("asks for nothing before the first paint, then for a challenge, and solves it in the worker", async () => {
    const { win, fetch, paint } = page();
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(FakeWorker.started).toHaveLength(0);
    paint();
    expect(FakeWorker.started).toHaveLength(1);
    expect(fetch).toHaveBeenCalledWith("/api/v1/captcha/challenge", expect.anything());
    await settle();
    const [worker] = FakeWorker.started;
    expect(worker?.url).toBe("/assets/solver.js");
    expect(worker?.options).toEqual({ type: "module" });
    expect(worker?.sent).toEqual([challenge]);
    worker?.answer(solution);
    await expect(takeStartedCaptcha(win)).resolves.toEqual({ challenge, solution });
    expect(worker?.terminate).toHaveBeenCalled();
  });

  it("is taken once: a solution is used once", () => {
    const { win } = page();
    expect(takeStartedCaptcha(win)).toBeInstanceOf(Promise);
    expect(takeStartedCaptcha(win)).toBeUndefined();
    expect(STARTED_CAPTCHA_GLOBAL in win).toBe(false);
  });

  it("fails when the browser cannot start the solver", async () => {
    const win = {
      fetch: async () => new Response(JSON.stringify(challenge)),
      Worker: class {
        constructor() {
          throw new TypeError("Module scripts are not supported by this browser's workers");
        }
      },
      performance,
    } as unknown as Window & typeof globalThis;
    startCaptcha(win, { worker: "/assets/solver.js" }, (start) => start());
    await expect(takeStartedCaptcha(win)).rejects.toBeInstanceOf(TypeError);
  });

  it("fails when the API gives no challenge, and ends the solver it started", async () => {
    const { win, paint } = page(503);
    paint();
    await expect(takeStartedCaptcha(win)).rejects.toBeInstanceOf(CaptchaUnavailableError);
    await settle();
    expect(FakeWorker.started[0]?.terminate).toHaveBeenCalled();
  });
});
