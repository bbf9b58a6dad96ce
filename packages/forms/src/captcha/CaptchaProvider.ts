/**
 * An invisible captcha: `execute("submit")` is the hidden captcha button being pressed, and
 * resolves to the token the API verifies. It rejects when no token can be had.
 */
export interface CaptchaProvider {
  execute(action: "submit"): Promise<string>;
}
