import { apiUrl, E2E_ADMIN_TOKEN } from "./playwrightConfig";
import { expect, test, waitForApp } from "./fixtures";

interface StoredRequest {
  email: string;
  full_name: string;
  message: string;
  source: string;
  hostname: string;
}

async function storedRequests(): Promise<StoredRequest[]> {
  const response = await fetch(`${apiUrl}/v1/contact/requests`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as StoredRequest[] | { requests: StoredRequest[] };
  return Array.isArray(body) ? body : body.requests;
}

/** The China landing page's end-to-end suite; main serves it at /cny, the cny host at /. */
export function describeChinaLanding(path: string) {
  test.describe(`China landing page at ${path}`, () => {
    test("has its title, header variant, ribbon and timeline", async ({ page, pageErrors }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await waitForApp(page);
      await expect(page).toHaveTitle("Send gold to China | Goldwattle");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /CNY/);
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute(
        "href",
        "https://app.goldwattle.com/log-in",
      );
      await expect(header.getByRole("button", { name: "Language" })).toBeVisible();
      await expect(page.getByText("Launching Soon")).toBeVisible();
      const steps = page.getByRole("region", { name: "How it works" }).getByRole("listitem");
      await expect(steps).toHaveCount(3);
      await expect(steps.nth(0)).toContainText("16.74 g bought");
      await expect(steps.nth(1)).toContainText("16.72 g received");
      await expect(steps.nth(1)).toContainText("0.22%");
      await expect(steps.nth(2)).toContainText("about 12,668 CNY");
      await expect(steps.nth(2)).toContainText("+3,414 CNY");
      expect(pageErrors).toEqual([]);
    });

    test("Preregister scrolls to the e-mail section", async ({ page }) => {
      await page.goto(path);
      await waitForApp(page);
      const email = page.getByLabel("Email address");
      await expect(email).not.toBeInViewport();
      await page.getByRole("button", { name: "Preregister", exact: true }).click();
      await expect(email).toBeInViewport();
      await expect(email).toBeFocused();
    });

    test("the slider recalculates every row", async ({ page }) => {
      await page.goto(path);
      await waitForApp(page);
      const slider = page.getByRole("slider", { name: "Hold duration" });
      const product = page.getByTestId("provider-product");
      await expect(slider).toHaveAttribute("aria-valuetext", "12 months");
      await expect(slider).toHaveAttribute("max", "13");
      await expect(product).toContainText("Goldwattle");
      await expect(product).toContainText("12,668");
      await expect(product).toContainText("+3,414");
      // The comparison's table (the Shanghai reference has one of its own).
      const table = page.getByRole("table").filter({ has: product });
      for (const markup of ["1.02", "49.62", "59.76"]) await expect(table).toContainText(markup);
      await expect(page.getByTestId("provider-online-transfer")).toContainText("9,254");

      await slider.focus();
      await page.keyboard.press("Home");
      await expect(slider).toHaveAttribute("aria-valuetext", "1 week");
      await expect(page.getByText("1 week", { exact: true }).first()).toBeVisible();
      await expect(product).toContainText("9,001");
      await expect(product).toContainText("-253");
      await expect(page.getByTestId("provider-online-transfer")).toContainText("+200");
      await page.keyboard.press("ArrowRight");
      await expect(slider).toHaveAttribute("aria-valuetext", "2 weeks");
    });

    test("validates the e-mail before sending", async ({ page }) => {
      await page.goto(path);
      await waitForApp(page);
      const email = page.getByLabel("Email address");
      await page.getByRole("button", { name: "Sign me up" }).click();
      await expect(page.getByRole("alert")).toHaveText("Email address is required");
      await expect(email).toBeFocused();
      await email.fill("ann@example");
      await expect(page.getByRole("alert")).toHaveCount(0);
      await page.getByRole("button", { name: "Sign me up" }).click();
      await expect(page.getByRole("alert")).toHaveText("Please enter a valid email address");
    });

    test("preregisters through the contact call", async ({ page, pageErrors }) => {
      const address = `cny-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      await page.goto(path);
      await waitForApp(page);
      await page.getByLabel("Email address").fill(address);
      await page.getByRole("button", { name: "Sign me up" }).click();
      await expect(page.getByText("Thank you for preregistering!")).toBeVisible();
      await expect(page.getByText("Keep an eye on your inbox")).toBeVisible();
      const stored = (await storedRequests()).find((request) => request.email === address);
      expect(stored).toMatchObject({
        full_name: "Valued Customer",
        message: "CNY preregistration",
        source: "localhost",
        hostname: "localhost",
      });
      const dataLayer = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer);
      // Every event the China page sends carries Flow=CNY; its page view is recorded once.
      const events = (dataLayer ?? []).filter(
        (entry) => !String((entry as { event?: string }).event).startsWith("gtm."),
      );
      expect(events).toEqual([
        { event: "PageView", page: "CNY", Flow: "CNY" },
        { event: "Contact", action: "cny_preregistration", Flow: "CNY" },
        { event: "Lead", Flow: "CNY" },
      ]);
      await page.getByRole("button", { name: "Sign Up Another Email" }).click();
      await expect(page.getByLabel("Email address")).toHaveValue("");
      expect(pageErrors).toEqual([]);
    });
  });
}
