import { expect, test } from "@playwright/test";
import { expectTurnedAway, openUnderHost, withHostBrowser } from "@gw/e2e/hostCheck";
import { ports } from "@gw/e2e/playwrightConfig";

const port = ports.register;

test.describe("host check", () => {
  test("sends a foreign host to the production register page", async () => {
    await withHostBrowser(async (browser) => {
      for (const host of ["test.example", "goldwattle.com.evil.example"]) {
        const result = await openUnderHost(browser, `http://${host}:${port}/referral/GOLDFRIEND`);
        await expectTurnedAway(result, "https://goldwattle.com/register");
        await result.close();
      }
    });
  });

  test("serves the brand's own hosts and 127.0.0.1", async () => {
    await withHostBrowser(async (browser) => {
      for (const host of ["join.goldwattle.com", "127.0.0.1"]) {
        const result = await openUnderHost(browser, `http://${host}:${port}/`);
        await expect(result.page).toHaveURL(`http://${host}:${port}/`);
        await expect(result.page.getByRole("heading", { level: 1 })).toHaveText(
          "Complete Your Registration",
        );
        expect(result.errors).toEqual([]);
        await result.close();
      }
    });
  });
});
