import type { ApiResult } from "@gw/api-client";

/**
 * A form call carrying a captcha token. If the API refuses the token (it expired while the page
 * sat open, the signing key changed), the call is made once more with a new solution, so the
 * visitor only waits a moment longer. Rejects with CaptchaUnavailableError when no token can be had.
 */
export async function sendWithCaptcha<T>(
  token: () => Promise<string>,
  send: (token: string) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const first = await send(await token());
  if (first.ok || first.code !== "captcha") return first;
  return send(await token());
}
