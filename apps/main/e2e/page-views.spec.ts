import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "@gw/e2e/fixtures";

const pageViews = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => entry.event === "PageView")
      .map(({ event: _event, ...props }) => props),
  );

test.describe("page views", () => {
  test("one PageView per page shown, client-side navigations included", async ({
    page,
    pageErrors,
  }) => {
    await page.goto("/");
    await waitForApp(page);
    await expect.poll(() => pageViews(page)).toEqual([{ page: "Home" }]);
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Fees", exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/fees$/);
    await expect
      .poll(() => pageViews(page))
      .toEqual([{ page: "Home" }, { page: "Document: fees" }]);
    await page.goto("/cny");
    await waitForApp(page);
    await expect.poll(() => pageViews(page)).toEqual([{ page: "CNY", Flow: "CNY" }]);
    expect(pageErrors).toEqual([]);
  });

  test.describe("before any cookie choice", () => {
    test.use({ storedConsent: null });

    test("nothing is recorded until analytics consent, then the shown page", async ({ page }) => {
      await page.goto("/contact-us");
      await waitForApp(page);
      await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
      expect(await pageViews(page)).toEqual([]);
      await page.getByRole("button", { name: "Accept all" }).click();
      await expect.poll(() => pageViews(page)).toEqual([{ page: "Contact" }]);
    });

    test("Reject all records nothing", async ({ page }) => {
      await page.goto("/live-pricing");
      await waitForApp(page);
      await page.getByRole("button", { name: "Reject all" }).click();
      await page.getByRole("banner").getByRole("link", { name: "Fees", exact: true }).click();
      await expect(page).toHaveURL(/\/docs\/fees$/);
      expect(await page.evaluate(() => window.dataLayer ?? [])).toEqual([]);
    });
  });
});
