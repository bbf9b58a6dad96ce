import { expect, test, waitForApp } from "@gw/e2e/fixtures";
import { expectCreateAccountRedirect } from "@gw/e2e/signUpRedirect";

test.describe("register page", () => {
  test("shows features, stats, legal notice and the account card", async ({ page, pageErrors }) => {
    await page.goto("/register");
    await waitForApp(page);
    await expect(page).toHaveTitle("Register | Goldwattle");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Goldwattle today");
    await expect(page.getByText(/AUD, EUR, USD, GBP, NZD, CAD, SGD or TRY/)).toBeVisible();
    for (const stat of ["100% Insured", "24/7 Secure", "LBMA Certified"]) {
      await expect(page.getByRole("listitem").filter({ hasText: stat })).toBeVisible();
    }
    const card = page.getByRole("region", { name: "Open your account" });
    await expect(card.getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("link", { name: "AML/CTF Policy" })).toHaveAttribute(
      "href",
      "/legal/aml-ctf-policy",
    );
    // The form variant exists only in Storybook.
    await expect(page.getByRole("button", { name: "Register Now" })).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test("Create Account sends the visitor to sign-up", async ({ page, pageErrors }) => {
    await page.goto("/register");
    await waitForApp(page);
    await expectCreateAccountRedirect(page, "https://app.goldwattle.com/register?signup=true");
    expect(pageErrors).toEqual([]);
  });

  test("a referral code in the link is passed on", async ({ page, pageErrors }) => {
    await page.goto("/register?referral=GOLDFRIEND");
    await waitForApp(page);
    await expectCreateAccountRedirect(
      page,
      "https://app.goldwattle.com/register?signup=true&referral=GOLDFRIEND",
    );
    expect(pageErrors).toEqual([]);
  });
});
