import type { CaptchaChallenge } from "@gw/api-client";
import type { CaptchaSolution } from "@gw/api-client/captcha-token";
import { API_PROXY_PREFIX, publicApiPaths } from "@gw/api-client/public-calls";
import { CaptchaUnavailableError } from "./CaptchaProvider";
import { solveInWorker } from "./solveInWorker";

export { CAPTCHA_FORM_ATTRIBUTE } from "./captchaFormAttribute";

/**
 * The captcha started with the page, before the app: on a page with a captcha form, the site's
 * `captchaStart` head script asks for a challenge at the first paint and solves it in the
 * captcha's own worker, and leaves the outcome here. The app's captcha (`pageCaptcha`) takes it
 * as its first solution. On a slow link the app is live seconds after the form shows; a visitor
 * who types at once would otherwise wait, after it arrived, for the captcha's code, a challenge
 * and the worker's script one after another (three round trips), then the work.
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
 * Once `afterFirstPaint` says (before it, what the page fetches shares the link with the page and
 * counts in Lighthouse's simulated paint), asks for a challenge and starts the worker together,
 * and solves; the outcome is the page's to take. The same User Timing measures as the app's own
 * solving (`gw:captcha-challenge`, `gw:captcha-solve`) say when each part was done.
 */
export function startCaptcha(
  win: Window & typeof globalThis,
  { worker }: CaptchaStartParams,
  afterFirstPaint: (start: () => void) => void,
): void {
  const started = new Promise<StartedCaptcha>((resolve, reject) =>
    afterFirstPaint(() => solveWithPage(win, worker).then(resolve, reject)),
  );
  // A page whose app never takes the outcome must not report a failure as unhandled; the app
  // still sees it, and solves afresh.
  started.catch(() => {});
  (win as unknown as Record<string, unknown>)[STARTED_CAPTCHA_GLOBAL] = started;
}

async function solveWithPage(win: Window & typeof globalThis, worker: string) {
  const asked = win.performance.now();
  // A browser that cannot start it (no module workers) fails here, as the app's own would.
  const solver = new win.Worker(worker, { type: "module" });
  try {
    const response = await win.fetch(API_PROXY_PREFIX + publicApiPaths.captchaChallenge, {
      headers: { Accept: "application/json" },
    });
    if (!response.ok)
      throw new CaptchaUnavailableError(`No captcha challenge (${response.status})`);
    const challenge = (await response.json()) as CaptchaChallenge;
    const solving = win.performance.now();
    win.performance.measure("gw:captcha-challenge", { start: asked, end: solving });
    const solution = await solveInWorker(challenge, () => solver);
    win.performance.measure("gw:captcha-solve", { start: solving, end: win.performance.now() });
    return { challenge, solution };
  } catch (error) {
    solver.terminate();
    throw error;
  }
}

/** The captcha started with the page, once (a solution is used once); later calls get nothing. */
export function takeStartedCaptcha(win: Window = window): Promise<StartedCaptcha> | undefined {
  const slot = win as unknown as Record<string, Promise<StartedCaptcha> | undefined>;
  const started = slot[STARTED_CAPTCHA_GLOBAL];
  delete slot[STARTED_CAPTCHA_GLOBAL];
  return started;
}
