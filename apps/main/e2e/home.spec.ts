import { expect, test, waitForApp } from "@gw/e2e/fixtures";

test.describe("home page", () => {
  test("shows hero, three features, five audiences and the final call to action", async ({
    page,
    pageErrors,
    externalRequests,
  }) => {
    await page.goto("/");
    await waitForApp(page);
    await expect(page).toHaveTitle("Buy, store and send physical gold and silver | Goldwattle");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /physical gold and silver/,
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "en-AU");

    const hero = page.getByRole("region", { name: "Own real gold and silver, one gram at a time" });
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Create your free account" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(hero.getByRole("img", { name: /Goldwattle app on a phone/ })).toBeVisible();

    const features = page.getByRole("region", { name: "Real metal, without the hassle" });
    await expect(features.getByRole("listitem")).toHaveCount(3);
    await expect(features.getByRole("heading", { level: 3 })).toHaveText([
      "Buy in seconds",
      "Stored safely, for free",
      "Send, sell or redeem",
    ]);

    const trust = page.getByRole("region", { name: "Where your metal is, and who checks it" });
    await expect(trust.getByRole("term")).toHaveCount(5);
    await expect(trust.getByRole("link", { name: "AML/CTF Policy" })).toHaveAttribute(
      "href",
      "/legal/aml-ctf-policy",
    );

    const audiences = page.getByRole("region", { name: "Who Goldwattle is for" });
    await expect(audiences.getByRole("listitem")).toHaveCount(5);

    const finalCta = page.getByRole("region", { name: "Start owning gold today" });
    await expect(finalCta.getByRole("link", { name: "Register now" })).toHaveAttribute(
      "href",
      "/register",
    );

    expect(pageErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
  });

  test("lays audience cards out in five columns on desktop and features in three", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const columns = (name: string) =>
      page
        .getByRole("region", { name })
        .getByRole("list")
        .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length);
    expect(await columns("Who Goldwattle is for")).toBe(5);
    expect(await columns("Real metal, without the hassle")).toBe(3);
  });

  test("any unknown path shows the home page", async ({ page, pageErrors }) => {
    await page.goto("/no/such/page");
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Own real gold and silver, one gram at a time",
    );
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    expect(pageErrors).toEqual([]);
  });

  test("the prerendered HTML carries the content without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Own real gold and silver, one gram at a time",
    );
    await expect(page.getByRole("banner").getByRole("link", { name: "FAQ" })).toBeVisible();
    await expect(page).toHaveTitle(/Goldwattle/);
    await context.close();
  });

  test("hydrates without errors and navigates in the app, scrolled to the top", async ({
    page,
    pageErrors,
  }) => {
    await page.goto("/");
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Goldwattle", exact: true })
      .click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Same document: the click was handled by the router, not a full reload.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(
      true,
    );
    expect(pageErrors).toEqual([]);
  });
});
