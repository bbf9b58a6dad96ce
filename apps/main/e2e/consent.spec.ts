import type { Page } from "@playwright/test";
import { routeChartScript } from "@gw/e2e/chartScript";
import {
  ADVERTISING_PIXEL_URL,
  consentBanner,
  storedConsent,
  TAG_MANAGER_URL,
  withTrackingHostBrowser,
} from "@gw/e2e/consentBanner";
import { expect, test, waitForApp } from "@gw/e2e/fixtures";
import { ports } from "@gw/e2e/playwrightConfig";

test.use({ storedConsent: null });

const button = (page: Page, name: string) =>
  consentBanner(page).getByRole("button", { name, exact: true });
const checkbox = (page: Page, name: string) =>
  consentBanner(page).getByRole("checkbox", { name, exact: true });
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.id || active?.textContent?.trim() || active?.tagName;
  });

async function openHome(page: Page) {
  await page.goto("/");
  await waitForApp(page);
}

async function expectGoneAfterReload(page: Page) {
  await expect(consentBanner(page)).toHaveCount(0);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The banner would have loaded by now: the rest of the page has.
  await page.waitForLoadState("networkidle");
  await expect(consentBanner(page)).toHaveCount(0);
}

test.describe("cookie consent banner", () => {
  test.afterEach(({ pageErrors, externalRequests }) => {
    expect(pageErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
  });

  test("is not in the prerendered page, then appears on a first visit without moving the page", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toContain("Cookie consent");
    await openHome(page);
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    const banner = consentBanner(page);
    await expect(banner).toBeVisible();
    for (const name of ["Accept all", "Reject all", "Manage preferences"])
      await expect(button(page, name)).toBeVisible();
    await expect(banner.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute(
      "href",
      "/legal/cookie-policy",
    );
    expect(
      await banner.evaluate((element) => getComputedStyle(element.parentElement!).position),
    ).toBe("fixed");
    expect(await page.getByRole("heading", { level: 1 }).boundingBox()).toEqual(heading);
    expect(await storedConsent(page)).toBeNull();
  });

  test("Accept all is stored and the banner stays away", async ({ page }) => {
    await openHome(page);
    await button(page, "Accept all").click();
    expect(await storedConsent(page)).toEqual({ v: 1, analytics: true, advertising: true });
    await expectGoneAfterReload(page);
  });

  test("Reject all is stored and the banner stays away", async ({ page }) => {
    await openHome(page);
    await button(page, "Reject all").click();
    expect(await storedConsent(page)).toEqual({ v: 1, analytics: false, advertising: false });
    await expectGoneAfterReload(page);
  });

  test("Save preferences stores the chosen purposes", async ({ page }) => {
    await openHome(page);
    await button(page, "Manage preferences").click();
    await expect(checkbox(page, "Necessary")).toBeChecked();
    await expect(checkbox(page, "Necessary")).toBeDisabled();
    await expect(checkbox(page, "Analytics")).not.toBeChecked();
    await expect(checkbox(page, "Advertising")).not.toBeChecked();
    await checkbox(page, "Analytics").check();
    await button(page, "Save preferences").click();
    expect(await storedConsent(page)).toEqual({ v: 1, analytics: true, advertising: false });
    await expectGoneAfterReload(page);
  });

  test("the footer's Cookie settings reopens the preferences with the stored choice", async ({
    page,
  }) => {
    await openHome(page);
    await button(page, "Manage preferences").click();
    await checkbox(page, "Advertising").check();
    await button(page, "Save preferences").click();
    await page.reload();
    await waitForApp(page);

    const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
    await settings.click();
    await expect(page.getByRole("heading", { name: "Cookie preferences" })).toBeFocused();
    await expect(checkbox(page, "Advertising")).toBeChecked();
    await expect(checkbox(page, "Analytics")).not.toBeChecked();

    // Escape closes without saving, and focus goes back to the footer.
    await checkbox(page, "Analytics").check();
    await page.keyboard.press("Escape");
    await expect(consentBanner(page)).toHaveCount(0);
    await expect(settings).toBeFocused();
    expect(await storedConsent(page)).toEqual({ v: 1, analytics: false, advertising: true });

    await settings.click();
    await checkbox(page, "Advertising").uncheck();
    await button(page, "Save preferences").click();
    await expect(settings).toBeFocused();
    expect(await storedConsent(page)).toEqual({ v: 1, analytics: false, advertising: false });
  });

  test("works with the keyboard alone, and Escape never accepts anything", async ({ page }) => {
    await openHome(page);
    await expect(consentBanner(page)).toBeVisible();
    // First in the document, so the first Tab reaches it.
    await page.keyboard.press("Tab");
    await expect(consentBanner(page).getByRole("link", { name: "Cookie Policy" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(button(page, "Accept all")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(button(page, "Manage preferences")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Cookie preferences" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(button(page, "Manage preferences")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(consentBanner(page)).toBeVisible();
    expect(await storedConsent(page)).toBeNull();

    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(checkbox(page, "Analytics")).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(button(page, "Save preferences")).toBeFocused();
    await page.keyboard.press("Enter");
    expect(await storedConsent(page)).toEqual({ v: 1, analytics: true, advertising: false });
    await expect(consentBanner(page)).toHaveCount(0);
    // Focus moves to the main content once the banner has gone (a frame later, not with it).
    await expect.poll(() => focusedName(page)).toBe("main-content");
  });

  test("shows the same choices in Chinese", async ({ page }) => {
    await page.addInitScript(() => (document.cookie = "gw_lang=zh; Path=/"));
    await openHome(page);
    const banner = page.getByRole("region", { name: "Cookie 同意" });
    await expect(banner.getByRole("button", { name: "全部接受" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "全部拒绝" })).toBeVisible();
    await banner.getByRole("button", { name: "管理偏好设置" }).click();
    await expect(banner.getByRole("checkbox", { name: "分析" })).not.toBeChecked();
    await expect(banner.getByRole("button", { name: "保存偏好设置" })).toBeVisible();
  });
});

test.describe("what consent lets load", () => {
  test("nothing third-party is requested before a choice, the chart script not even near it", async ({
    page,
    externalRequests,
  }) => {
    const chartRequests = await routeChartScript(page);
    const attempted: string[] = [];
    page.on("request", (request) => attempted.push(request.url()));
    await page.goto("/live-pricing");
    await waitForApp(page);
    // Our own chart stands in for TradingView's until a choice is made.
    const chart = page.getByTestId("own-price-chart");
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toContainText(/once you have made your cookie choice/);
    await expect(chart.getByRole("slider")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(chartRequests()).toBe(0);
    expect(externalRequests).toEqual([]);
    expect(attempted.filter((url) => !url.startsWith("http://localhost"))).toEqual([]);
  });

  test("the chart script is requested after any choice, once, however often it changes", async ({
    page,
  }) => {
    const chartRequests = await routeChartScript(page);
    await page.goto("/live-pricing");
    await waitForApp(page);
    const chart = page.getByTestId("own-price-chart");
    await chart.scrollIntoViewIfNeeded();
    await chart.getByRole("button", { name: "Choose cookie settings" }).click();
    await expect(page.getByRole("heading", { name: "Cookie preferences" })).toBeFocused();
    expect(chartRequests()).toBe(0);
    // Reject everything optional: the chart is a functional service, so it still loads.
    await button(page, "Save preferences").click();
    await expect(page.getByTestId("fake-chart")).toBeVisible();

    const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
    for (const analytics of [true, false]) {
      await settings.click();
      await checkbox(page, "Analytics").setChecked(analytics);
      await button(page, "Save preferences").click();
    }
    await expect(page.getByTestId("fake-chart")).toHaveCount(1);
    expect(chartRequests()).toBe(1);
  });

  test("analytics and the pixel never load on localhost, whatever the consent", async ({
    page,
    externalRequests,
  }) => {
    await openHome(page);
    await button(page, "Accept all").click();
    await page.reload();
    await waitForApp(page);
    await page.waitForLoadState("networkidle");
    expect(externalRequests).toEqual([]);
  });

  test("on the production host, analytics and the pixel load each after its own consent, once", async () => {
    await withTrackingHostBrowser(["goldwattle.com"], async (open) => {
      const { page, attempted } = await open(`http://goldwattle.com:${ports.main}/`);
      const requested = (pattern: RegExp) => attempted.filter((url) => pattern.test(url)).length;
      await expect(consentBanner(page)).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(attempted).toEqual([]);

      await button(page, "Manage preferences").click();
      await checkbox(page, "Analytics").check();
      await button(page, "Save preferences").click();
      await expect.poll(() => requested(TAG_MANAGER_URL)).toBe(1);
      expect(attempted.find((url) => TAG_MANAGER_URL.test(url))).toContain("id=GTM-GW0001");
      expect(requested(ADVERTISING_PIXEL_URL)).toBe(0);

      const settings = page
        .getByRole("contentinfo")
        .getByRole("button", { name: "Cookie settings" });
      await settings.click();
      await checkbox(page, "Advertising").check();
      await button(page, "Save preferences").click();
      await expect.poll(() => requested(ADVERTISING_PIXEL_URL)).toBe(1);

      for (const on of [false, true]) {
        await settings.click();
        await checkbox(page, "Analytics").setChecked(on);
        await checkbox(page, "Advertising").setChecked(on);
        await button(page, "Save preferences").click();
      }
      await page.waitForLoadState("networkidle");
      expect(requested(TAG_MANAGER_URL)).toBe(1);
      expect(requested(ADVERTISING_PIXEL_URL)).toBe(1);
      expect(attempted).toHaveLength(2);
    });
  });

  test("on the production host, Reject all loads neither", async () => {
    await withTrackingHostBrowser(["goldwattle.com"], async (open) => {
      const { page, attempted } = await open(`http://goldwattle.com:${ports.main}/`);
      await button(page, "Reject all").click();
      await page.reload();
      await waitForApp(page);
      await page.waitForLoadState("networkidle");
      expect(attempted).toEqual([]);
    });
  });
});
