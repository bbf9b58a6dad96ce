import { expect, test } from "@gw/e2e/fixtures";

// The build's own setting: run this spec with the environment the build ran with (unset in
// `pnpm test`; `VITE_CN_ICP_LICENSE=… pnpm --filter cny build` then the same for this spec).
const license = process.env.VITE_CN_ICP_LICENSE;

for (const path of ["/", "/zh/", "/legal/privacy-policy", "/zh/legal/privacy-policy"]) {
  test(`${path}: the footer ${license ? "links the ICP filing number to the MIIT register" : "has no ICP filing line"}`, async ({
    page,
  }) => {
    await page.goto(path);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toBeVisible();
    const register = footer.locator('a[href="https://beian.miit.gov.cn/"]');
    if (!license) {
      await expect(register).toHaveCount(0);
      await expect(footer).not.toContainText("ICP");
      return;
    }
    await expect(register).toHaveText(license);
    await expect(footer).toContainText(path.startsWith("/zh/") ? "备案号：" : "ICP filing");
  });
}
