import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "./fixtures";
import { formWords } from "./formWords";

/** Every request the page made that left its own origin (inline data and blobs are no request). */
function otherOrigins(page: Page, requests: string[]): string[] {
  const own = new URL(page.url()).origin;
  return requests.filter((url) => {
    const { protocol, origin } = new URL(url);
    return protocol !== "data:" && protocol !== "blob:" && origin !== own;
  });
}

/**
 * One origin per host: every page, in both languages, talks only to the origin it came from; the
 * API's calls go to the host's own `/api` (no preflight, no second connection). Each page is
 * opened, its app started and its first form field focused (the captcha's challenge), before any
 * cookie choice: no third party may start (the live pricing page shows our own chart until a
 * choice), so every request is the site's own.
 * `preregister`: a page whose preregistration is sent, through the host, to the API.
 */
export function oneOriginSuite({ paths, preregister }: { paths: string[]; preregister?: string }) {
  test.describe("one origin per host", () => {
    test.use({ storedConsent: null });

    for (const path of paths) {
      test(`${path} requests no other origin`, async ({ page }) => {
        const requests: string[] = [];
        page.on("request", (request) => requests.push(request.url()));
        await page.goto(path);
        await waitForApp(page);
        const field = page.locator("main input:visible, main textarea:visible").first();
        if ((await field.count()) > 0) await field.focus();
        await page.waitForLoadState("networkidle");
        expect(requests.length).toBeGreaterThan(0);
        expect(otherOrigins(page, requests)).toEqual([]);
      });
    }

    if (preregister) {
      test(`${preregister}: a preregistration goes through the host's /api and succeeds`, async ({
        page,
      }) => {
        const text = formWords[preregister.startsWith("/zh") ? "zh" : "en"];
        const requests: string[] = [];
        page.on("request", (request) => requests.push(request.url()));
        await page.goto(preregister);
        await waitForApp(page);
        const sent = page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === "/api/v1/contact/request/" &&
            response.request().method() === "POST",
        );
        await page.getByLabel(text.email).first().fill(`one.origin+${Date.now()}@example.com`);
        await page.getByRole("button", { name: text.preregister, exact: true }).first().click();
        expect((await sent).status()).toBe(201);
        await expect(page.getByText(text.preregistered)).toBeVisible();
        expect(otherOrigins(page, requests)).toEqual([]);
      });
    }
  });
}
