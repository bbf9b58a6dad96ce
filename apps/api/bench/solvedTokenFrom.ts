import { solvedCaptchaToken } from "../src/testing/solveCaptcha";

/**
 * A solved captcha token, as the site gets one: a challenge from one of the instances (they share
 * the signing key), moving to the other while one is being restarted or killed.
 */
export async function solvedTokenFrom(ports: readonly number[], index: number): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const port = ports[(index + attempt) % ports.length]!;
    try {
      return await solvedCaptchaToken((path) => fetch(`http://127.0.0.1:${port}${path}`));
    } catch (error) {
      if (attempt >= 8) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
