import { expect, test, waitForApp } from "@gw/e2e/fixtures";
import { expectCreateAccountRedirect } from "@gw/e2e/signUpRedirect";

test.describe("VIP brand", () => {
  test("home page carries the VIP name, app and company", async ({ page, pageErrors }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await waitForApp(page);
    await expect(page).toHaveTitle(
      "Buy, store and send physical gold and silver | Goldwattle Private",
    );
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Goldwattle Private" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "https://app.goldwattleprivate.com/log-in",
    );
    await expect(page.getByRole("region", { name: "Who Goldwattle Private is for" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(
      `© ${new Date().getFullYear()} Goldwattle Pty Ltd`,
    );
    // Its own colours: the VIP band, not the main brand's.
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0e1422");
    expect(pageErrors).toEqual([]);
  });

  test("register page sends to the VIP app's sign-up", async ({ page, pageErrors }) => {
    await page.goto("/register");
    await waitForApp(page);
    await expect(page).toHaveTitle("Register | Goldwattle Private");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Join Goldwattle Private today",
    );
    await expectCreateAccountRedirect(
      page,
      "https://app.goldwattleprivate.com/register?signup=true",
    );
    expect(pageErrors).toEqual([]);
  });

  test("referral page names the VIP brand", async ({ page, pageErrors }) => {
    await page.goto("/referral/GOLDFRIEND");
    await expect(page.getByRole("textbox", { name: "Referral code" })).toHaveValue("GOLDFRIEND");
    await expect(
      page.getByRole("button", { name: "Register for Goldwattle Private" }),
    ).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
