import { expect, test } from "@gw/e2e/fixtures";

test.use({ locale: "zh-CN" });

test("a Chinese visitor gets the referral page and its refusal in Chinese", async ({
  page,
  pageErrors,
}) => {
  await page.goto("/referral/NOT-A-CODE");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("完成注册");
  await expect(page.getByRole("textbox", { name: "推荐码" })).toHaveValue("NOT-A-CODE");
  await expect(page.getByRole("alert")).toHaveText("这不是有效的推荐码");
  await expect(page.getByRole("button", { name: "注册 Goldwattle" })).toBeDisabled();
  expect(pageErrors).toEqual([]);
});
