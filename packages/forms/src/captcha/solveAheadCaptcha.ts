import type { ApiResult, CaptchaChallenge } from "@gw/api-client";
import { encodeCaptchaToken, type CaptchaSolution } from "@gw/api-client/captcha-token";
import { CaptchaUnavailableError, type CaptchaProvider } from "./CaptchaProvider";

/** A solution this close to its challenge's expiry is not used; a new one is solved instead. */
const expiryMarginMs = 60_000;

interface Solved {
  token: string;
  expiresAt: number;
}

/** A challenge solved elsewhere (before the app, see startedCaptcha), to hand out first. */
interface SolvedChallenge {
  challenge: CaptchaChallenge;
  solution: CaptchaSolution;
}

/**
 * A CaptchaProvider that solves the API's challenges ahead of the submit: at most one solve runs
 * at a time, each token is handed out once, and a prepared solution that has come close to its
 * expiry (the page sat open) is solved afresh at the next `prepare()`. A solution already under
 * way (`started`) is the first one prepared, with the same rules. User Timing marks
 * `gw:captcha-challenge` and `gw:captcha-solve` record how long each part took (DevTools shows
 * them; `pnpm bench:captcha` reads them).
 */
export function solveAheadCaptcha(
  fetchChallenge: () => Promise<ApiResult<CaptchaChallenge>>,
  solve: (challenge: CaptchaChallenge) => Promise<CaptchaSolution>,
  now: () => number = Date.now,
  started?: Promise<SolvedChallenge>,
): CaptchaProvider {
  let next: Promise<Solved> | undefined;
  /** When the prepared solution expires; unknown (infinite) while it is being solved. */
  let nextExpiresAt = Infinity;

  const solvedFrom = ({ challenge, solution }: SolvedChallenge): Solved => ({
    token: encodeCaptchaToken(challenge, solution),
    expiresAt: challenge.parameters.data.expiresAt,
  });

  async function solveOne(): Promise<Solved> {
    const asked = performance.now();
    const result = await fetchChallenge();
    if (!result.ok)
      throw new CaptchaUnavailableError(`No captcha challenge (${result.kind}): ${result.message}`);
    const received = performance.now();
    performance.measure("gw:captcha-challenge", { start: asked, end: received });
    const challenge = result.data;
    const solution = await solve(challenge);
    performance.measure("gw:captcha-solve", { start: received, end: performance.now() });
    return solvedFrom({ challenge, solution });
  }

  function inBackground(solving: Promise<Solved> = solveOne()): Promise<Solved> {
    nextExpiresAt = Infinity;
    solving.then(
      (solved) => {
        if (next === solving) nextExpiresAt = solved.expiresAt;
      },
      // Nobody waits on a background solve yet: a failure only means the next token starts afresh.
      () => {
        if (next === solving) next = undefined;
      },
    );
    return solving;
  }

  if (started) next = inBackground(started.then(solvedFrom));

  return {
    prepare() {
      if (next && nextExpiresAt - now() >= expiryMarginMs) return;
      next = inBackground();
    },
    async token() {
      const prepared = next;
      next = undefined;
      let solved: Solved;
      try {
        solved = await (prepared ?? solveOne());
      } catch (error) {
        // The background attempt failed before anyone asked (a network blip at first focus).
        if (!prepared) throw error;
        solved = await solveOne();
      }
      if (solved.expiresAt - now() < expiryMarginMs) solved = await solveOne();
      return solved.token;
    },
  };
}
