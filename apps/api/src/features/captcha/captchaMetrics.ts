import { Counter } from "prom-client";
import { apiMetrics } from "../../observability/metrics";
import type { CaptchaOutcome } from "../../formSubmission/captchaVerifier";

export const captchaChallengesIssued = new Counter({
  name: "gw_captcha_challenges_total",
  help: "Proof-of-work captcha challenges issued",
  registers: [apiMetrics],
});

export const captchaVerifications = new Counter<"outcome">({
  name: "gw_captcha_verifications_total",
  help: "Captcha solutions checked, by outcome (ok, malformed, forged, expired, wrong, replayed)",
  labelNames: ["outcome"],
  registers: [apiMetrics],
});

/** Every outcome starts at 0, so a rate over any of them is defined before the first one. */
for (const outcome of [
  "ok",
  "malformed",
  "forged",
  "expired",
  "wrong",
  "replayed",
] satisfies CaptchaOutcome[])
  captchaVerifications.labels(outcome).inc(0);
