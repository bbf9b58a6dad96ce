import { expect, test, waitForApp } from "@gw/e2e/fixtures";

test.describe("documents menu on a phone", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/docs/fees");
    await waitForApp(page);
  });

  test.afterEach(({ pageErrors }) => {
    expect(pageErrors).toEqual([]);
  });

  test("opens as a slide-over that keeps focus inside and closes on Escape", async ({ page }) => {
    await expect(page.getByRole("navigation", { name: "About Us" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open documents menu" });
    await toggle.click();
    const dialog = page.getByRole("dialog", { name: "Documents" });
    await expect(dialog.getByRole("link", { name: "Fees" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The modal dialog makes the page behind it inert: Tab never reaches the page itself (past
    // the last control the browser may offer its own UI, which is document.body here).
    for (let index = 0; index < 8; index++) {
      await page.keyboard.press("Tab");
      const focus = await dialog.evaluate((element) =>
        element.contains(document.activeElement)
          ? "dialog"
          : document.activeElement === document.body
            ? "browser"
            : "page",
      );
      expect(focus).not.toBe("page");
    }
    await expect(dialog.getByRole("button", { name: "Close documents menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("closes with its close button and on a backdrop click", async ({ page }) => {
    const dialog = page.getByRole("dialog", { name: "Documents" });
    await page.getByRole("button", { name: "Open documents menu" }).click();
    await page.getByRole("button", { name: "Close documents menu" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Open documents menu" }).click();
    await expect(dialog).toBeVisible();
    const viewport = page.viewportSize()!;
    await page.mouse.click(viewport.width - 10, viewport.height / 2);
    await expect(dialog).toBeHidden();
  });

  test("closes when a page is chosen", async ({ page }) => {
    await page.getByRole("button", { name: "Open documents menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/docs\/overview$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.locator("article h1")).toHaveText("About Us");
  });
});
