import type { ApiResult, CaptchaChallenge } from "@gw/api-client";
import { decodeCaptchaToken } from "@gw/api-client/captcha-token";
import { describe, expect, it, vi } from "vitest";
import { CaptchaUnavailableError } from "./CaptchaProvider";
import { solveAheadCaptcha } from "./solveAheadCaptcha";

const now = 1_900_000_000_000;

function challenge(id: number, expiresAt = now + 30 * 60_000): CaptchaChallenge {
  const hex = id.toString(16).padStart(32, "0");
  return {
    parameters: {
      algorithm: "PBKDF2/SHA-256",
      nonce: hex,
      salt: hex,
      cost: 5000,
      keyLength: 32,
      keyPrefix: "ab",
      data: { expiresAt },
    },
    signature: "00",
  };
}

/** A challenge solved before the app (the captcha started with the page). */
const startedWith = (id: number, expiresAt?: number) =>
  Promise.resolve({
    challenge: challenge(id, expiresAt),
    solution: { counter: id, derivedKey: "ab00" },
  });

/** An API handing out challenges 1, 2, 3…, and a solver that answers each at once. */
function setUp(expiries: number[] = [], started?: ReturnType<typeof startedWith>) {
  let issued = 0;
  const fetchChallenge = vi.fn(async (): Promise<ApiResult<CaptchaChallenge>> => ({
    ok: true,
    status: 200,
    data: challenge(++issued, expiries[issued - 1]),
  }));
  const solve = vi.fn(async (solving: CaptchaChallenge) => ({
    counter: Number.parseInt(solving.parameters.nonce, 16),
    derivedKey: "ab00",
  }));
  return {
    captcha: solveAheadCaptcha(fetchChallenge, solve, () => now, started),
    fetchChallenge,
    solve,
  };
}

const challengeOf = (token: string) =>
  Number.parseInt(decodeCaptchaToken(token)!.challenge.parameters.nonce, 16);

describe("solveAheadCaptcha", () => {
  it("solves one challenge however often it is prepared, and hands that solution out once", async () => {
    const { captcha, fetchChallenge } = setUp();
    captcha.prepare();
    captcha.prepare();
    expect(fetchChallenge).toHaveBeenCalledOnce();
    const first = await captcha.token();
    expect(decodeCaptchaToken(first)).toMatchObject({
      solution: { counter: 1, derivedKey: "ab00" },
    });
    expect(challengeOf(await captcha.token())).toBe(2);
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it("solves on demand when nothing was prepared", async () => {
    const { captcha, solve } = setUp();
    expect(challengeOf(await captcha.token())).toBe(1);
    expect(solve).toHaveBeenCalledOnce();
  });

  it("starts afresh when the background solve failed before anyone asked", async () => {
    const { captcha, fetchChallenge } = setUp();
    fetchChallenge.mockResolvedValueOnce({ ok: false, kind: "network", message: "offline" });
    captcha.prepare();
    expect(challengeOf(await captcha.token())).toBe(1);
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it("does not use a solution about to expire", async () => {
    const { captcha } = setUp([now + 30_000]);
    captcha.prepare();
    expect(challengeOf(await captcha.token())).toBe(2);
  });

  it("solves afresh at the next prepare once the prepared solution is about to expire", async () => {
    const { captcha, fetchChallenge } = setUp([now + 30_000]);
    captcha.prepare();
    // The background solve settles (its promises, then the expiry it records).
    await new Promise((settled) => setTimeout(settled));
    captcha.prepare();
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
    expect(challengeOf(await captcha.token())).toBe(2);
  });

  it("hands out the solution started with the page first, asking the API for nothing", async () => {
    const { captcha, fetchChallenge, solve } = setUp([], startedWith(7));
    captcha.prepare();
    expect(decodeCaptchaToken(await captcha.token())).toMatchObject({
      solution: { counter: 7, derivedKey: "ab00" },
    });
    expect(fetchChallenge).not.toHaveBeenCalled();
    expect(solve).not.toHaveBeenCalled();
    expect(challengeOf(await captcha.token())).toBe(1);
  });

  it("solves afresh when the solution started with the page failed", async () => {
    const failed = Promise.reject(new CaptchaUnavailableError("No captcha challenge (503)"));
    const { captcha, fetchChallenge } = setUp([], failed as ReturnType<typeof startedWith>);
    expect(challengeOf(await captcha.token())).toBe(1);
    expect(fetchChallenge).toHaveBeenCalledOnce();
  });

  it("does not use a solution started with the page that is about to expire", async () => {
    const { captcha } = setUp([], startedWith(7, now + 30_000));
    expect(challengeOf(await captcha.token())).toBe(1);
  });

  it("rejects with CaptchaUnavailableError when no challenge can be had", async () => {
    const { captcha, fetchChallenge } = setUp();
    fetchChallenge.mockResolvedValue({
      ok: false,
      kind: "http",
      status: 429,
      message: "Slow down",
    });
    await expect(captcha.token()).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });

  it("records how long fetching and solving took, as User Timing measures", async () => {
    performance.clearMeasures();
    await setUp().captcha.token();
    expect(performance.getEntriesByName("gw:captcha-challenge")).toHaveLength(1);
    expect(performance.getEntriesByName("gw:captcha-solve")).toHaveLength(1);
  });
});
