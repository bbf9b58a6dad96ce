import { expect, test, waitForApp } from "./fixtures";

/** The `/legal/*` viewer on a host that serves it; each app's suite runs it with its brand. */
export function legalDocumentsSuite({ brandName, email }: { brandName: string; email: string }) {
  test.describe("legal documents", () => {
    test.afterEach(({ pageErrors }) => {
      expect(pageErrors).toEqual([]);
    });

    test("prerenders each document with its title and description", async ({ request }) => {
      const html = await (await request.get("/legal/privacy-policy")).text();
      expect(html).toContain(`<title>Privacy Policy | ${brandName}</title>`);
      expect(html).toMatch(/<meta name="description" content="How [^"]+ collects/);
      expect(html).toMatch(/<article[^>]*><h1 id="privacy-policy">Privacy Policy<\/h1>/);
    });

    test("shows terms by default with the legal table of contents", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/legal");
      await waitForApp(page);
      await expect(page.locator("article h1")).toHaveText("Terms and Conditions");
      const nav = page.getByRole("navigation", { name: "Legal Documents" });
      await expect(nav.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await nav.getByRole("link", { name: "AML/CTF Policy" }).click();
      await expect(page).toHaveURL(/\/legal\/aml-ctf-policy$/);
      await expect(page.locator("article")).toContainText(email);
    });

    test("an unknown legal page ends on the home page", async ({ page }) => {
      await page.goto("/legal/..%2F..%2Fetc%2Fpasswd");
      await waitForApp(page);
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    });
  });
}
