import type { CaptchaChallenge } from "@gw/api-client";
import type { CaptchaSolution } from "@gw/api-client/captcha-token";
import { CaptchaUnavailableError } from "./CaptchaProvider";

/** Far beyond what the default difficulty takes on a slow phone (see docs/api.md). */
const solveTimeoutMs = 60_000;

/**
 * Solves a challenge off the main thread, in the worker `startWorker` gives (the captcha's
 * solver: `startSolver`), so the page stays responsive while it works; the worker ends with its
 * answer.
 */
export function solveInWorker(
  challenge: CaptchaChallenge,
  startWorker: () => Worker,
): Promise<CaptchaSolution> {
  return new Promise((resolve, reject) => {
    const worker = startWorker();
    const finish = (outcome: CaptchaSolution | Error) => {
      clearTimeout(timer);
      worker.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(
      () => finish(new CaptchaUnavailableError("The captcha was not solved in time")),
      solveTimeoutMs,
    );
    worker.addEventListener("message", (event: MessageEvent<CaptchaSolution | null>) =>
      finish(event.data ?? new CaptchaUnavailableError("The captcha solver found no solution")),
    );
    worker.addEventListener("error", (event) =>
      finish(new CaptchaUnavailableError(`The captcha solver failed: ${event.message}`)),
    );
    worker.postMessage(challenge);
  });
}
