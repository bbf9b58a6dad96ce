import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * For the site's build: the module of the page's captcha, whose chunk (and worker) a page with a
 * captcha form asks for at first paint, before the app needs it.
 */
export const captchaModule = join(
  dirname(fileURLToPath(import.meta.url)),
  "captcha",
  "pageCaptcha.ts",
);
