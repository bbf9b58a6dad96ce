import type { Browser, Page } from "@playwright/test";
import { CONSENT_STORAGE_KEY, expect, isLocal, test, waitForApp } from "./fixtures";
import { launchWithHostsOnLoopback } from "./foreignHost";

/** Third-party scripts consent gates (kept in step with @gw/consent and @gw/pricing). */
export const TAG_MANAGER_URL = /^https:\/\/www\.googletagmanager\.com\/gtm\.js/;
export const ADVERTISING_PIXEL_URL = /^https:\/\/connect\.facebook\.net\/.*fbevents\.js/;

export const consentBanner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

/** The stored choice as the page reads it (null: none made). */
export const storedConsent = (page: Page) =>
  page.evaluate((key) => {
    const value = localStorage.getItem(key);
    return value === null ? null : (JSON.parse(value) as unknown);
  }, CONSENT_STORAGE_KEY);

/**
 * A browser in which `hosts` resolve to this machine, so the site can be opened under a
 * production host name. Every request to any other host is recorded and aborted.
 */
export async function withTrackingHostBrowser(
  hosts: readonly string[],
  run: (open: (url: string) => Promise<{ page: Page; attempted: string[] }>) => Promise<void>,
) {
  const browser: Browser = await launchWithHostsOnLoopback(hosts);
  try {
    await run(async (url) => {
      const context = await browser.newContext();
      const attempted: string[] = [];
      await context.route(
        (address) => !isLocal(address.href) && !hosts.includes(address.hostname),
        (route) => {
          attempted.push(route.request().url());
          return route.abort("blockedbyclient");
        },
      );
      const page = await context.newPage();
      await page.goto(url);
      await waitForApp(page);
      return { page, attempted };
    });
  } finally {
    await browser.close();
  }
}

/** The banner on another app's host: shown first, remembered, reopened from the footer. */
export function consentBannerSuite({ path = "/" }: { path?: string } = {}) {
  test.describe("cookie consent", () => {
    test.use({ storedConsent: null });

    test("shows the banner until a choice, remembers Reject all, and reopens from the footer", async ({
      page,
      pageErrors,
      externalRequests,
    }) => {
      await page.goto(path);
      await waitForApp(page);
      const banner = consentBanner(page);
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute(
        "href",
        "/legal/cookie-policy",
      );
      await banner.getByRole("button", { name: "Reject all" }).click();
      await expect(banner).toHaveCount(0);
      expect(await storedConsent(page)).toEqual({ v: 1, analytics: false, advertising: false });

      await page.reload();
      await waitForApp(page);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(banner).toHaveCount(0);

      await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
      await expect(banner.getByRole("checkbox", { name: "Analytics" })).not.toBeChecked();
      await expect(banner.getByRole("heading", { name: "Cookie preferences" })).toBeFocused();
      expect(externalRequests).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });
}
