import { expect, test, waitForApp } from "@gw/e2e/fixtures";
import { analyticsEvents } from "@gw/e2e/signUpRedirect";

const signUp = "https://app.goldwattle.com/register?signup=true";

test.describe("referral page", () => {
  test.beforeEach(async ({ page }) => {
    // The sign-up app answers "no content", so the page stays and can be inspected.
    await page.route("https://app.goldwattle.com/**", (route) => route.fulfill({ status: 204 }));
  });

  test("is the register host's home page, with the stats and legal notice", async ({
    page,
    pageErrors,
  }) => {
    await page.goto("/");
    await waitForApp(page);
    await expect(page).toHaveTitle("Complete Your Registration | Goldwattle");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete Your Registration");
    const input = page.getByRole("textbox", { name: "Referral code" });
    await expect(input).toHaveValue("");
    await expect(input).toHaveAttribute("maxlength", "64");
    await expect(input).toHaveAttribute("required", "");
    await expect(page.getByRole("button", { name: "Register for Goldwattle" })).toBeEnabled();
    for (const stat of ["100% Insured", "24/7 Secure", "LBMA Certified"]) {
      await expect(page.getByRole("listitem").filter({ hasText: stat })).toBeVisible();
    }
    for (const [name, href] of [
      ["Terms and Conditions", "/legal/terms-and-conditions"],
      ["Privacy Policy", "/legal/privacy-policy"],
      ["AML/CTF Policy", "/legal/aml-ctf-policy"],
      ["Cookie Policy", "/legal/cookie-policy"],
    ]) {
      await expect(page.getByRole("main").getByRole("link", { name })).toHaveAttribute(
        "href",
        href!,
      );
    }
    // This host serves registration only: the header's sections are on the main site.
    await expect(page.getByRole("banner").getByRole("link", { name: "FAQ" })).toHaveAttribute(
      "href",
      "https://goldwattle.com/docs/most-common",
    );
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "https://app.goldwattle.com/log-in",
    );
    expect(pageErrors).toEqual([]);
  });

  test("shows for unknown paths too", async ({ page, pageErrors }) => {
    await page.goto("/some/unknown/page");
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete Your Registration");
    await expect(page.getByRole("textbox", { name: "Referral code" })).toHaveValue("");
    expect(pageErrors).toEqual([]);
  });

  test("an empty code is invalid", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    await page.getByRole("button", { name: "Register for Goldwattle" }).click();
    await expect(page.getByRole("alert")).toHaveText("This is not a valid referral code");
    await expect(page.getByRole("button", { name: "Register for Goldwattle" })).toBeDisabled();
  });

  test("a valid code, with spaces around it, goes to sign-up with the code", async ({
    page,
    pageErrors,
  }) => {
    await page.goto("/");
    await waitForApp(page);
    await page.getByRole("textbox", { name: "Referral code" }).fill("  GOLDFRIEND ");
    const verification = page.waitForRequest((request) =>
      request.url().endsWith("/user/referral/verify/"),
    );
    const signUpRequest = page.waitForRequest((request) => request.url().startsWith(signUp));
    await page.getByRole("button", { name: "Register for Goldwattle" }).click();
    expect((await verification).postDataJSON()).toEqual({ referral: "GOLDFRIEND" });
    expect((await signUpRequest).url()).toBe(`${signUp}&referral=GOLDFRIEND`);
    await expect(page.getByRole("button", { name: "Redirecting..." })).toBeDisabled();
    expect(await analyticsEvents(page)).toContainEqual({
      event: "LoginRedirect",
      referralCode: "GOLDFRIEND",
      source: "referral_page",
    });
    expect(pageErrors).toEqual([]);
  });

  test("an unknown code is refused until the visitor types again", async ({ page, pageErrors }) => {
    const signUpRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(signUp)) signUpRequests.push(request.url());
    });
    await page.goto("/");
    await waitForApp(page);
    const input = page.getByRole("textbox", { name: "Referral code" });
    const submit = page.getByRole("button", { name: "Register for Goldwattle" });
    await input.fill("NOT-A-CODE");
    await submit.click();
    await expect(page.getByRole("alert")).toHaveText("This is not a valid referral code");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(submit).toBeDisabled();
    await input.pressSequentially("X");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(submit).toBeEnabled();
    expect(signUpRequests).toEqual([]);
    expect(JSON.stringify(await analyticsEvents(page))).not.toContain("LoginRedirect");
    expect(pageErrors).toEqual([]);
  });

  test("a code in the path is filled in and verified at once", async ({ page, pageErrors }) => {
    const verification = page.waitForRequest((request) =>
      request.url().endsWith("/user/referral/verify/"),
    );
    await page.goto("/referral/GOLDFRIEND");
    expect((await verification).postDataJSON()).toEqual({ referral: "GOLDFRIEND" });
    await expect(page.getByRole("textbox", { name: "Referral code" })).toHaveValue("GOLDFRIEND");
    await expect(page.getByRole("status")).toHaveText("Referral code confirmed");
    const signUpRequest = page.waitForRequest((request) => request.url().startsWith(signUp));
    await page.getByRole("button", { name: "Register for Goldwattle" }).click();
    expect((await signUpRequest).url()).toBe(`${signUp}&referral=GOLDFRIEND`);
    expect(pageErrors).toEqual([]);
  });

  test("a short link /{code} on the register host fills in and verifies the code", async ({
    page,
    pageErrors,
  }) => {
    const verification = page.waitForRequest((request) =>
      request.url().endsWith("/user/referral/verify/"),
    );
    await page.goto("/GOLDFRIEND");
    expect((await verification).postDataJSON()).toEqual({ referral: "GOLDFRIEND" });
    await expect(page.getByRole("textbox", { name: "Referral code" })).toHaveValue("GOLDFRIEND");
    await expect(page.getByRole("status")).toHaveText("Referral code confirmed");
    expect(pageErrors).toEqual([]);
  });

  test("an unknown code in the path shows the refusal at once", async ({ page, pageErrors }) => {
    await page.goto("/referral/NOT-A-CODE");
    await expect(page.getByRole("textbox", { name: "Referral code" })).toHaveValue("NOT-A-CODE");
    await expect(page.getByRole("alert")).toHaveText("This is not a valid referral code");
    expect(pageErrors).toEqual([]);
  });

  test("the bare referral path has no code", async ({ page, pageErrors }) => {
    await page.goto("/referral/");
    await waitForApp(page);
    await expect(page.getByRole("textbox", { name: "Referral code" })).toHaveValue("");
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});
