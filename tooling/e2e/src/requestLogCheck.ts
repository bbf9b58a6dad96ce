import { readFileSync } from "node:fs";
import { leakedFormFields } from "./leakedFormFields";

/**
 * Playwright's global teardown for an app's suite: fails the run if any request its static
 * server saw carried a form field in its address (a form submitted natively, leaking what a
 * visitor typed). Part of the e2e task, so a cached e2e run never needs its log again.
 */
export default function requestLogCheck() {
  const file = process.env.GW_E2E_REQUEST_LOG;
  if (!file) throw new Error("GW_E2E_REQUEST_LOG names no request log: is this the site's config?");
  const log = readFileSync(file, "utf8");
  const requests = log.split("\n").filter(Boolean).length;
  if (requests === 0) throw new Error(`${file} is empty: did the server run with GW_SERVE_LOG?`);
  const leaks = leakedFormFields(log);
  if (leaks.length > 0) {
    throw new Error(
      `${leaks.length} request(s) carried a form field in the address:\n  ${leaks.join("\n  ")}`,
    );
  }
  console.log(`${requests} requests logged: no form field in any address`);
}
