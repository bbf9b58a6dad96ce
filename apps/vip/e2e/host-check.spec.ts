import { expect, test } from "@playwright/test";
import { expectTurnedAway, openUnderHost, withHostBrowser } from "@gw/e2e/hostCheck";
import { ports } from "@gw/e2e/playwrightConfig";

const port = ports.vip;

test.describe("host check", () => {
  test("turns the main brand's domain away to the VIP register page", async () => {
    await withHostBrowser(async (browser) => {
      const result = await openUnderHost(browser, `http://goldwattle.com:${port}/`);
      await expectTurnedAway(result, "https://goldwattleprivate.com/register");
      await result.close();
    });
  });

  test("serves the VIP domain", async () => {
    await withHostBrowser(async (browser) => {
      const result = await openUnderHost(browser, `http://goldwattleprivate.com:${port}/`);
      await expect(
        result.page.getByRole("banner").getByRole("link", { name: "Goldwattle Private" }),
      ).toBeVisible();
      await expect(result.page).toHaveURL(`http://goldwattleprivate.com:${port}/`);
      await result.close();
    });
  });
});
