import { consentBanner } from "@gw/e2e/consentBanner";
import { expect, test, waitForApp } from "@gw/e2e/fixtures";

test.use({ storedConsent: null });

test("on a phone the cookie banner fits the screen, buttons fill its width, page unmoved", async ({
  page,
  pageErrors,
}) => {
  await page.goto("/");
  await waitForApp(page);
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  const banner = consentBanner(page);
  await expect(banner).toBeVisible();
  const viewport = page.viewportSize()!;
  const box = (await banner.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.height).toBeLessThan(viewport.height / 2);
  const buttons = await Promise.all(
    ["Accept all", "Reject all", "Manage preferences"].map(
      async (name) => (await banner.getByRole("button", { name }).boundingBox())!,
    ),
  );
  for (const button of buttons) {
    expect(button.width).toBeGreaterThan(box.width * 0.35);
    expect(button.height).toBeGreaterThanOrEqual(44);
  }
  // Accept all and Reject all side by side, equally prominent.
  expect(buttons[0]!.y).toBe(buttons[1]!.y);
  expect(buttons[0]!.width).toBe(buttons[1]!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewport.width,
  );
  expect(await page.getByRole("heading", { level: 1 }).boundingBox()).toEqual(heading);

  await banner.getByRole("button", { name: "Manage preferences" }).click();
  const preferences = (await banner.boundingBox())!;
  expect(preferences.y).toBeGreaterThanOrEqual(0);
  await banner.getByRole("button", { name: "Save preferences" }).scrollIntoViewIfNeeded();
  await banner.getByRole("button", { name: "Save preferences" }).click();
  await expect(banner).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
