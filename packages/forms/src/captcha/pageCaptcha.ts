import { defaultApiClient } from "@gw/api-client";
import { captchaChallengeOf } from "@gw/api-client/captcha-token";
import { CaptchaUnavailableError, type CaptchaProvider } from "./CaptchaProvider";
import { solveAheadCaptcha } from "./solveAheadCaptcha";
import { solveInWorker } from "./solveInWorker";
import { startSolver } from "./startSolver";
import { takeStartedCaptcha } from "./startedCaptcha";

/**
 * The page's captcha: challenges from the site's API, solved in a worker. The first is the one
 * started with the page (startedCaptcha), when there is one, its challenge checked as the API
 * client checks every answer.
 */
export function pageCaptcha(): CaptchaProvider {
  const started = takeStartedCaptcha()?.then(({ challenge, solution }) => {
    const checked = captchaChallengeOf(challenge);
    if (!checked)
      throw new CaptchaUnavailableError("The challenge started with the page is not one");
    return { challenge: checked, solution };
  });
  return solveAheadCaptcha(
    () => defaultApiClient().captchaChallenge(),
    (challenge) => solveInWorker(challenge, startSolver),
    Date.now,
    started,
  );
}
