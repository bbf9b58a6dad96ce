import { expect, type Page } from "@playwright/test";

/** The analytics events the page has recorded in its data layer. */
export function analyticsEvents(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);
}

/**
 * Clicks `Create Account` on the register page and checks the visitor is reported and sent to
 * the sign-up address. The sign-up app answers "no content", so the page stays to be read.
 */
export async function expectCreateAccountRedirect(page: Page, signUpUrl: string) {
  const appOrigin = new URL(signUpUrl).origin;
  await page.route(`${appOrigin}/**`, (route) => route.fulfill({ status: 204 }));
  const signUpRequest = page.waitForRequest((request) => request.url().startsWith(appOrigin));
  await page.getByRole("button", { name: "Create Account" }).click();
  expect((await signUpRequest).url()).toBe(signUpUrl);
  await expect(page.getByRole("button", { name: "Redirecting..." })).toBeDisabled();
  expect(await analyticsEvents(page)).toContainEqual({
    event: "LoginRedirect",
    referralCode: new URL(signUpUrl).searchParams.get("referral"),
    source: "register_page",
  });
}
