export type CaptchaVerdict = { ok: true } | { ok: false; reason: string };

/** Checks a token the site's captcha provider produced for the `submit` action. */
export interface CaptchaVerifier {
  verify(token: string, remoteIp: string | undefined): Promise<CaptchaVerdict>;
}

/** The development provider also hands tokens out; a real provider's come from its own script. */
export interface DevelopmentCaptcha extends CaptchaVerifier {
  issue(): { token: string; expiresAt: Date };
}
