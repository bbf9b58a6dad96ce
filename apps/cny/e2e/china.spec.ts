import { expect, test, waitForApp } from "@gw/e2e/fixtures";
import { describeChinaLanding } from "@gw/e2e/chinaLanding";

describeChinaLanding("/");

test("every unknown path on the China host shows the landing page", async ({
  page,
  pageErrors,
}) => {
  await page.goto("/anything/else");
  await waitForApp(page);
  await expect(page.getByRole("button", { name: "Preregister", exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/anything\/else$/);
  expect(pageErrors).toEqual([]);
});
