// The captcha's proof of work, in a worker: ALTCHA's solver with the browser's own PBKDF2.
import type { CaptchaChallenge } from "@gw/api-client";
import type { CaptchaSolution } from "@gw/api-client/captcha-token";
import { solveChallenge } from "altcha-lib";
import { deriveKey as deriveKeyWithWebCrypto } from "altcha-lib/algorithms/web/pbkdf2";

/** Web Crypto exists only in secure contexts (HTTPS, localhost); elsewhere, JavaScript's own. */
async function keyDerivation() {
  if (globalThis.crypto?.subtle) return deriveKeyWithWebCrypto;
  return (await import("./deriveKeyInScript")).deriveKeyInScript;
}

addEventListener("message", async (event: MessageEvent<CaptchaChallenge>) => {
  let answer: CaptchaSolution | null = null;
  try {
    const deriveKey = await keyDerivation();
    const solution = await solveChallenge({ challenge: event.data, deriveKey });
    if (solution) answer = { counter: solution.counter, derivedKey: solution.derivedKey };
  } catch (error) {
    // null tells the page at once; an uncaught rejection here would leave it waiting.
    console.error("Captcha solver:", error);
  }
  postMessage(answer);
});
