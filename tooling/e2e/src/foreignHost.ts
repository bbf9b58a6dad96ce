import { chromium, type Browser } from "@playwright/test";
import { chromiumLaunch } from "./playwrightConfig";

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
