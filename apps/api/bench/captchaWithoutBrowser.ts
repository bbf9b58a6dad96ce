/**
 * What a script without a browser gets from a running API (`pnpm bench:captcha` runs it):
 * a guessed or made-up solution is refused; doing the work in Node (native PBKDF2, the same work
 * as a browser) gets one request accepted, and only one. Prints one line per finding.
 *   node --import tsx bench/captchaWithoutBrowser.ts <api origin> <runs>
 */
import { encodeCaptchaToken } from "@gw/api-client/captcha-token";
import { captchaChallengeSchema } from "@gw/api-client/schemas";
import { exampleContactRequest } from "@gw/api-client/testing";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import * as v from "valibot";

const [api, runsArgument = "20"] = process.argv.slice(2);
if (!api) throw new Error("Usage: captchaWithoutBrowser.ts <api origin> [runs]");
const runs = Number(runsArgument);

async function send(token: string): Promise<string> {
  const response = await fetch(`${api}/v1/contact/request/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...exampleContactRequest, token }),
  });
  const { message } = (await response.json()) as { message: string };
  return `${response.status}${response.ok ? "" : ` "${message}"`}`;
}

const challenge = async () =>
  v.parse(captchaChallengeSchema, await (await fetch(`${api}/v1/captcha/challenge`)).json());

const guessed = await challenge();
const withoutWork = encodeCaptchaToken(guessed, {
  counter: 0,
  derivedKey: guessed.parameters.keyPrefix.padEnd(64, "0"),
});
console.log(
  `token without the work (counter 0, the key prefix padded): ${await send(withoutWork)}`,
);
console.log(`no token: ${await send("")}; a made-up one: ${await send(btoa('{"solution":{}}'))}`);

const times: number[] = [];
let token = "";
for (let run = 0; run < runs; run++) {
  const issued = await challenge();
  const started = performance.now();
  const solution = await solveChallenge({ challenge: issued, deriveKey });
  times.push(performance.now() - started);
  if (solution) token = encodeCaptchaToken(issued, solution);
}
const sorted = times.sort((a, b) => a - b);
console.log(
  `the same work in Node (native PBKDF2, one core): median ${Math.round(sorted[Math.floor(runs / 2)]!)} ms per token`,
);
console.log(`a solved token: ${await send(token)}; the same token again: ${await send(token)}`);
