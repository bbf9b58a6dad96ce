import { routeChartScript } from "@gw/e2e/chartScript";
import { expect, test, waitForApp } from "@gw/e2e/fixtures";

test("the VIP site has the live pricing and China pages under its own brand", async ({
  page,
  pageErrors,
}) => {
  await routeChartScript(page);
  await page.goto("/live-pricing");
  await waitForApp(page);
  await expect(page).toHaveTitle("Live Precious Metal Prices | Goldwattle Private");
  await expect(page.getByRole("button", { name: "Gold", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.goto("/cny");
  await waitForApp(page);
  await expect(page).toHaveTitle("Send gold to China | Goldwattle Private");
  await expect(page.getByTestId("provider-product")).toContainText("Goldwattle Private");
  expect(pageErrors).toEqual([]);
});
