import { expect, test, waitForApp } from "@gw/e2e/fixtures";

test.describe("header", () => {
  test("links home, to every section, and to sign in", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await waitForApp(page);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Goldwattle", exact: true })).toHaveAttribute(
      "href",
      "/",
    );
    const nav = header.getByRole("navigation", { name: "Main" });
    const expected = [
      ["FAQ", "/docs/most-common"],
      ["Fees", "/docs/fees"],
      ["Live Pricing", "/live-pricing"],
      ["Calculators", "/calculators"],
      ["About", "/docs/overview"],
      ["Contact", "/contact-us"],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "https://app.goldwattle.com/log-in",
    );
    await expect(header.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("hides Sign In for a visitor the app reports as signed in", async ({ page, context }) => {
    await context.addCookies([{ name: "gw_signed_in", value: "1", url: "http://localhost" }]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await waitForApp(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "FAQ" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  });
});
