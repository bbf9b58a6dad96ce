import type { BrowserContext, Page } from "@playwright/test";
import { launchWithHostsOnLoopback } from "@gw/e2e/foreignHost";
import {
  CONSENT_STORAGE_KEY,
  expect,
  isLocal,
  storedConsentValue,
  test,
  waitForApp,
} from "@gw/e2e/fixtures";
import { ports } from "@gw/e2e/playwrightConfig";
import { storedContactRequests, uniqueEmail } from "@gw/e2e/storedContactRequests";

/** Branch's web API, answered here: the test never reaches it. */
const BRANCH_OPEN_URL = "https://api2.branch.io/v1/open";
const productionHost = "goldwattle.com";
const site = `http://${productionHost}:${ports.main}`;
const linkData = { "~referring_link": "https://gwtl.link/spring", campaign: "spring" };

/**
 * A context whose pages open the local build as the brand's production host (a tracking host,
 * where attribution runs) with analytics consented. The API answers CORS for that origin here,
 * the attribution call is answered locally, and anything else bound off the machine is aborted.
 */
async function productionHostContext(contextOf: () => Promise<BrowserContext>) {
  const context = await contextOf();
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    CONSENT_STORAGE_KEY,
    storedConsentValue({ analytics: true, advertising: false }),
  ] as const);
  const offMachine: string[] = [];
  const branchCalls: URLSearchParams[] = [];
  await context.route(
    (url) => !isLocal(url.href) && url.hostname !== productionHost,
    (route) => {
      const url = route.request().url();
      if (url === BRANCH_OPEN_URL) {
        branchCalls.push(new URLSearchParams(route.request().postData() ?? ""));
        return route.fulfill({
          json: { session_id: "1", identity_id: "2", data: JSON.stringify(linkData) },
          headers: { "Access-Control-Allow-Origin": "*" },
        });
      }
      offMachine.push(url);
      return route.abort("blockedbyclient");
    },
  );
  return { context, offMachine, branchCalls };
}

async function sendContactForm(page: Page, email: string) {
  await page.getByLabel("Full name").fill("Ada King Lovelace");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Message").fill("I arrived through a referral link.");
  await page.getByLabel("How did you find us?").selectOption("Online Article");
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.getByText("Thank you for your enquiry!")).toBeVisible();
}

test.describe("referral attribution", () => {
  test("a visit through a Branch link sends the link's data as referral_payload", async ({
    request,
  }) => {
    const browser = await launchWithHostsOnLoopback([productionHost]);
    try {
      const { context, offMachine, branchCalls } = await productionHostContext(() =>
        browser.newContext(),
      );
      const page = await context.newPage();
      await page.goto(`${site}/contact-us?_branch_match_id=987654`);
      await waitForApp(page);
      await expect.poll(() => branchCalls.length).toBe(1);
      expect(branchCalls[0]!.get("link_identifier")).toBe("987654");
      expect(branchCalls[0]!.get("branch_key")).toMatch(/^key_live_/);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("branch_data")))
        .toContain("spring");

      const email = uniqueEmail("attribution");
      await sendContactForm(page, email);
      const [stored] = await storedContactRequests(request, email);
      expect(stored).toMatchObject({ referral_payload: linkData });
      // Only the tag manager tried to leave (and was stopped); nothing reached the internet.
      expect(offMachine.every((url) => url.startsWith("https://www.googletagmanager.com/"))).toBe(
        true,
      );
    } finally {
      await browser.close();
    }
  });

  test("a failed attribution call leaves referral_payload null", async ({ request }) => {
    const browser = await launchWithHostsOnLoopback([productionHost]);
    try {
      const { context } = await productionHostContext(() => browser.newContext());
      // Registered last, so it answers first: Branch refuses the click id.
      let calls = 0;
      await context.route(BRANCH_OPEN_URL, (route) => {
        calls += 1;
        return route.fulfill({ status: 404, json: { error: "not found" } });
      });
      const page = await context.newPage();
      const warned = page.waitForEvent("console", (message) =>
        message.text().includes("Referral data could not be fetched"),
      );
      await page.goto(`${site}/contact-us?_branch_match_id=unknown`);
      await waitForApp(page);
      await warned;
      expect(calls).toBe(1);

      const email = uniqueEmail("attribution-failed");
      await sendContactForm(page, email);
      const [stored] = await storedContactRequests(request, email);
      expect(stored).toMatchObject({ referral_payload: null });
    } finally {
      await browser.close();
    }
  });
});
