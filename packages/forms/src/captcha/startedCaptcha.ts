import type { CaptchaChallenge } from "@gw/api-client";
import type { CaptchaSolution } from "@gw/api-client/captcha-token";
import { API_PROXY_PREFIX, publicApiPaths } from "@gw/api-client/public-calls";
import { CaptchaUnavailableError } from "./CaptchaProvider";
import { solveInWorker } from "./solveInWorker";

export { CAPTCHA_FORM_ATTRIBUTE } from "./captchaFormAttribute";

/**
 * The captcha started with the page, before the app: on a page with a captcha form, the site's
 * `captchaStart` head script asks for a challenge at once and solves it in the captcha's own
 * worker from the first paint, and leaves the outcome here. The app's captcha (`pageCaptcha`)
 * takes it as its first solution. On a slow link the app is live seconds after the form shows;
 * a visitor who types at once would otherwise wait, after it arrived, for the captcha's code, a
 * challenge and the worker's script one after another (three round trips), then the work.
 */
export const STARTED_CAPTCHA_GLOBAL = "__gwStartedCaptcha";

/** A challenge as the API sent it (the app checks it against its schema) and its solution. */
export interface StartedCaptcha {
  challenge: unknown;
  solution: CaptchaSolution;
}

export interface CaptchaStartParams {
  /** The solver's worker script, as the build named it. */
  worker: string;
}

/**
 * Asks for a challenge now and starts the worker when `afterFirstPaint` says (its script then
 * does not share the link with the page before it shows); the solution is the page's to take.
 * The same User Timing measures as the app's own solving (`gw:captcha-challenge`,
 * `gw:captcha-solve`) say when each part was done.
 */
export function startCaptcha(
  win: Window & typeof globalThis,
  { worker }: CaptchaStartParams,
  afterFirstPaint: (start: () => void) => void,
): void {
  const asked = win.performance.now();
  const challenge = win
    .fetch(API_PROXY_PREFIX + publicApiPaths.captchaChallenge, {
      headers: { Accept: "application/json" },
    })
    .then((response) => {
      if (!response.ok)
        throw new CaptchaUnavailableError(`No captcha challenge (${response.status})`);
      return response.json() as Promise<CaptchaChallenge>;
    });
  // A browser that cannot start it (no module workers) fails the started captcha, and the app's
  // own solves afresh, as it would have done.
  const solver = new Promise<Worker>((resolve, reject) =>
    afterFirstPaint(() => {
      try {
        resolve(new win.Worker(worker, { type: "module" }));
      } catch (error) {
        reject(error);
      }
    }),
  );
  const started = challenge.then(async (received) => {
    const solving = win.performance.now();
    win.performance.measure("gw:captcha-challenge", { start: asked, end: solving });
    const started = await solver;
    const solution = await solveInWorker(received, () => started);
    win.performance.measure("gw:captcha-solve", { start: solving, end: win.performance.now() });
    return { challenge: received, solution };
  });
  // No challenge: the worker has nothing to do. A page whose app never takes the outcome must
  // not report it as unhandled; the app still sees the failure and solves afresh.
  started.catch(() =>
    solver.then(
      (idle) => idle.terminate(),
      () => {},
    ),
  );
  (win as unknown as Record<string, unknown>)[STARTED_CAPTCHA_GLOBAL] = started;
}

/** The captcha started with the page, once (a solution is used once); later calls get nothing. */
export function takeStartedCaptcha(win: Window = window): Promise<StartedCaptcha> | undefined {
  const slot = win as unknown as Record<string, Promise<StartedCaptcha> | undefined>;
  const started = slot[STARTED_CAPTCHA_GLOBAL];
  delete slot[STARTED_CAPTCHA_GLOBAL];
  return started;
}
