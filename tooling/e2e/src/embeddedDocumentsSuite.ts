import { expect, test, waitForApp } from "./fixtures";
import { holdAppScripts } from "./heldAppScripts";

/**
 * Embedded documents (`?embedded=true`, shown by the brand's app in a frame or web view): the
 * served HTML is the document alone, no header (`banner`), footer (`contentinfo`) or site
 * navigation, before any script runs; once the app starts it stays so, without a hydration error.
 */
export function embeddedDocumentsSuite(paths: string[]) {
  test.describe("embedded documents", () => {
    test.use({ storedConsent: null });

    for (const path of paths) {
      const address = `${path}?embedded=true`;
      test(`${address} is the document alone, before and after the app starts`, async ({
        page,
        pageErrors,
      }) => {
        const scripts = await holdAppScripts(page);
        await page.goto(address, { waitUntil: "domcontentloaded" });
        const alone = async () => {
          await expect(page.getByRole("main")).toBeVisible();
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expect(page.getByRole("banner")).toHaveCount(0);
          await expect(page.getByRole("contentinfo")).toHaveCount(0);
          await expect(page.getByRole("navigation", { name: /menu|菜单/i })).toHaveCount(0);
        };
        await alone();
        scripts.release();
        await waitForApp(page);
        await alone();
        // No cookie banner either: the embedding app owns consent.
        await expect(page.getByRole("dialog")).toHaveCount(0);
        expect(pageErrors).toEqual([]);
      });
    }

    test.describe("with JavaScript turned off", () => {
      test.use({ javaScriptEnabled: false });
      for (const path of paths) {
        test(`${path}?embedded=true is served without the site around it`, async ({ page }) => {
          await page.goto(`${path}?embedded=true`);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expect(page.getByRole("banner")).toHaveCount(0);
          await expect(page.getByRole("contentinfo")).toHaveCount(0);
        });
      }
    });
  });
}
