/**
 * The site's own captcha, invisible: a proof of work the browser does in a worker. `prepare()`
 * starts solving in the background (a form calls it when first focused or typed into), so the
 * token is usually ready by the time the visitor sends; `token()` resolves to a solution no call
 * has used yet, waiting for the one under way, and rejects with `CaptchaUnavailableError` when
 * none can be had.
 */
export interface CaptchaProvider {
  prepare(): void;
  token(): Promise<string>;
}

/** No challenge could be fetched, or it could not be solved: nothing was sent. */
export class CaptchaUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CaptchaUnavailableError";
  }
}
