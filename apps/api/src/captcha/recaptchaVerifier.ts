import type { CaptchaVerdict, CaptchaVerifier } from "./captchaVerifier";

interface SiteVerifyAnswer {
  success?: boolean;
  action?: string;
  score?: number;
}

const siteVerifyUrl = "https://www.google.com/recaptcha/api/siteverify";

/** The production provider: invisible reCAPTCHA v3, action `submit`, checked server to server. */
export function recaptchaVerifier(
  secret: string,
  minScore: number,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): CaptchaVerifier {
  return {
    async verify(token, remoteIp): Promise<CaptchaVerdict> {
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set("remoteip", remoteIp);
      let answer: SiteVerifyAnswer;
      try {
        const response = await fetchImpl(siteVerifyUrl, {
          method: "POST",
          body: form,
          signal: AbortSignal.timeout(5000),
        });
        answer = (await response.json()) as SiteVerifyAnswer;
      } catch {
        return { ok: false, reason: "Captcha could not be verified" };
      }
      if (!answer.success || answer.action !== "submit" || (answer.score ?? 0) < minScore) {
        return { ok: false, reason: "Captcha token is not valid" };
      }
      return { ok: true };
    },
  };
}
