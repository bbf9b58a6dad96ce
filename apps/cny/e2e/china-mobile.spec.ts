import { expect, test, waitForApp } from "@gw/e2e/fixtures";

test("the comparison is readable on a phone: no sideways scrolling, labelled figures", async ({
  page,
  pageErrors,
}) => {
  await page.goto("/");
  await waitForApp(page);
  const product = page.getByTestId("provider-product");
  await product.scrollIntoViewIfNeeded();
  await expect(product).toBeInViewport();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  const gets = product.locator('td[data-label="Recipient gets (CNY)"]');
  await expect(gets).toHaveText("12,668");
  const label = await gets.evaluate((cell) => getComputedStyle(cell, "::before").content);
  expect(label).toBe('"Recipient gets (CNY)"');
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
