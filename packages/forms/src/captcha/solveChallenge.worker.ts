// The captcha's proof of work, in a worker: ALTCHA's solver with the browser's own PBKDF2.
import type { CaptchaChallenge } from "@gw/api-client";
import type { CaptchaSolution } from "@gw/api-client/captcha-token";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

addEventListener("message", async (event: MessageEvent<CaptchaChallenge>) => {
  let answer: CaptchaSolution | null = null;
  try {
    const solution = await solveChallenge({ challenge: event.data, deriveKey });
    if (solution) answer = { counter: solution.counter, derivedKey: solution.derivedKey };
  } catch (error) {
    // null tells the page at once; an uncaught rejection here would leave it waiting.
    console.error("Captcha solver:", error);
  }
  postMessage(answer);
});
