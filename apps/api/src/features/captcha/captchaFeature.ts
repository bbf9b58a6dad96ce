import { defineApiFeature } from "../apiFeature";
import { captchaRoutes } from "./captchaRoutes";
import { captchaMigrations } from "./captchaTables";

/**
 * The proof-of-work captcha's challenges (`GET /v1/captcha/challenge`); their solutions are
 * checked, and spent, by the form calls' `submit`.
 */
export const captchaFeature = defineApiFeature({
  name: "captcha",
  migrations: captchaMigrations,
  routes: ({ captcha, rateLimit }) => captchaRoutes(captcha, rateLimit("captcha")),
});
