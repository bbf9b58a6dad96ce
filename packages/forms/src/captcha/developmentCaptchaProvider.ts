import type { ApiClient } from "@gw/api-client";
import type { CaptchaProvider } from "./CaptchaProvider";

/** Locally the API's development provider issues the tokens it later accepts. */
export function developmentCaptchaProvider(client: ApiClient): CaptchaProvider {
  return {
    async execute() {
      const result = await client.issueDevCaptchaToken();
      if (!result.ok)
        throw new Error(`No development captcha token (${result.kind}): ${result.message}`);
      return result.data.token;
    },
  };
}
