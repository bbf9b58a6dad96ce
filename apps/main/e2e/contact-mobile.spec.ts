import { expect, test, waitForApp } from "@gw/e2e/fixtures";

test("on a phone the contact form comes first, full width, and shows errors", async ({
  page,
  pageErrors,
}) => {
  await page.goto("/contact-us");
  await waitForApp(page);
  const form = page.locator("form");
  const map = page.getByRole("img", { name: "Map showing the location of our office" });
  const formBox = (await form.boundingBox())!;
  const mapBox = (await map.boundingBox())!;
  expect(mapBox.y).toBeGreaterThan(formBox.y + formBox.height);
  expect(formBox.width).toBeGreaterThan(page.viewportSize()!.width * 0.75);

  await page.getByRole("button", { name: "Submit" }).tap();
  await expect(page.getByRole("alert")).toHaveCount(4);
  await expect(page.getByLabel("Full name")).toBeFocused();
  expect(pageErrors).toEqual([]);
});
