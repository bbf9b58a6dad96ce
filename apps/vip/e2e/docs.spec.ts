import { expect, test, waitForApp } from "@gw/e2e/fixtures";
import { legalDocumentsSuite } from "@gw/e2e/legalDocumentsSuite";

legalDocumentsSuite({ brandName: "Goldwattle Private", email: "private@goldwattleprivate.com" });

test("documents speak of the VIP brand", async ({ page, pageErrors }) => {
  await page.goto("/docs/overview");
  await waitForApp(page);
  await expect(page).toHaveTitle("About Us | Goldwattle Private");
  await expect(page.locator("article")).toContainText(
    "Goldwattle Private is operated by Goldwattle Pty Ltd",
  );
  expect(pageErrors).toEqual([]);
});
