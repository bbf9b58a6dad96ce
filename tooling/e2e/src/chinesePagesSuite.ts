import { expect, test } from "./fixtures";
import { blockAppScripts } from "./heldAppScripts";

const chinese = /[\u4e00-\u9fff]/;

/**
 * Every Chinese address is a Chinese page in its own HTML: read with no script at all, it has
 * its language, title, description, heading and links under /zh, and names its English twin.
 */
export function describeChinesePages({ host, paths }: { host: string; paths: string[] }) {
  test.describe("Chinese pages without scripts", () => {
    test.use({ javaScriptEnabled: false });
    for (const path of paths) {
      test(`${path} is prerendered in Chinese`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
        await expect(page).toHaveTitle(chinese);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", chinese);
        await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(chinese);
        const english = path.replace(/^\/zh/, "") || "/";
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          `https://${host}${path}`,
        );
        for (const [hreflang, href] of [
          ["en", english],
          ["zh-CN", path],
          ["x-default", english],
        ] as const) {
          await expect(
            page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`),
          ).toHaveAttribute("href", `https://${host}${href}`);
        }
        const siteLinks = await page
          .locator('a[href^="/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        // The API's own calls (a CSV download) sit under the host's `/api`, in no language.
        const pageLinks = siteLinks.filter((href) => !href?.startsWith("/api/"));
        expect(pageLinks.filter((href) => !href?.startsWith("/zh"))).toEqual([]);
      });
    }
  });

  test("an English address opened by a visitor who chose Chinese shows the Chinese page, scripts or not", async ({
    page,
  }) => {
    await blockAppScripts(page);
    await page.addInitScript(() => (document.cookie = "gw_lang=zh; Path=/"));
    const english = paths[1]?.replace(/^\/zh/, "") ?? "/";
    await page.goto(`${english}?from=test#top`);
    await expect(page).toHaveURL(`${paths[1] ?? "/zh/"}?from=test#top`);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(chinese);
  });
}
