/**
 * Prints `count` solved captcha tokens, one a line, that an API started with the same CAPTCHA_*
 * environment accepts: challenges issued here with its key, solved as a browser would. For
 * benches that measure the API's calls, not the proof of work (`scripts/bench-contact.mjs`).
 *   node --import tsx bench/solvedTokens.ts <count>
 */
import { encodeCaptchaToken } from "@gw/api-client/captcha-token";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { readCaptchaConfig } from "../src/features/captcha/captchaConfig";
import { issueChallenge } from "../src/features/captcha/issueChallenge";

const count = Number(process.argv[2] ?? "1");
const config = readCaptchaConfig(process.env);
for (let made = 0; made < count; made++) {
  const challenge = await issueChallenge(config, Date.now);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("A captcha challenge was not solved in time");
  console.log(encodeCaptchaToken(challenge, solution));
}
