import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { apiUrl, chromiumLaunch } from "./playwrightConfig";

/**
 * A browser in which the given host names resolve to this machine, so a test can open the
 * site as if it were served under them (the static server answers any Host header).
 */
export function launchWithHostsOnLoopback(hosts: readonly string[]): Promise<Browser> {
  const rules = hosts.map((host) => `MAP ${host} 127.0.0.1`).join(", ");
  return chromium.launch({
    ...chromiumLaunch,
    args: [...chromiumLaunch.args, `--host-resolver-rules=${rules}`],
  });
}

/**
 * Lets pages opened under another host (`origin`) call the local API, which allows only this
 * machine's origins: its answers get that origin's CORS headers here, and preflights an answer.
 */
export async function answerApiCorsFor(context: BrowserContext, origin: string) {
  await context.route(`${apiUrl}/**`, async (route) => {
    const cors = {
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Headers": "content-type, accept, idempotency-key",
      "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    };
    if (route.request().method() === "OPTIONS")
      return route.fulfill({ status: 204, headers: cors });
    const response = await route.fetch();
    return route.fulfill({ response, headers: { ...response.headers(), ...cors } });
  });
}
