import { expect, test, waitForApp } from "@gw/e2e/fixtures";
import { expectCreateAccountRedirect } from "@gw/e2e/signUpRedirect";

test.describe("registration on the main site", () => {
  test("the home page's call to action opens the register page", async ({ page, pageErrors }) => {
    await page.goto("/");
    await waitForApp(page);
    await page.getByRole("link", { name: "Create your free account" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page).toHaveTitle("Register | Goldwattle");
    await expectCreateAccountRedirect(page, "https://app.goldwattle.com/register?signup=true");
    expect(pageErrors).toEqual([]);
  });

  test("a referral link opens the referral page with its code", async ({ page, pageErrors }) => {
    // The server answers with the prerendered referral page, not the home page, so nothing else
    // shows before the app starts.
    const served = await (await page.request.get("/referral/GOLDFRIEND")).text();
    expect(served).toContain("<title>Complete Your Registration | Goldwattle</title>");
    await page.goto("/referral/GOLDFRIEND");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete Your Registration");
    await expect(page.getByRole("status")).toHaveText("Referral code confirmed");
    expect(pageErrors).toEqual([]);
  });
});
