import { expect, test, waitForApp } from "@gw/e2e/fixtures";
import { storedContactRequests, uniqueEmail } from "@gw/e2e/storedContactRequests";

test.describe("VIP contact page", () => {
  test("shows the VIP brand's contact items and stores a request sent from it", async ({
    page,
    request,
    pageErrors,
    externalRequests,
  }) => {
    await page.goto("/contact-us/");
    await waitForApp(page);
    await expect(page).toHaveTitle("Contact Us | Goldwattle Private");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "1300 465 393" })).toHaveAttribute(
      "href",
      "tel:+611300465393",
    );
    await expect(main.getByRole("link", { name: "private@goldwattleprivate.com" })).toHaveAttribute(
      "href",
      "mailto:private@goldwattleprivate.com",
    );

    const email = uniqueEmail("vip");
    await page.getByLabel("Full name").fill("Grace Hopper");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Message", { exact: true }).fill("Please call me about a large order.");
    await page.getByLabel("How did you find us?").selectOption("affiliate");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(
      page.getByText("Thank you for your enquiry! We will get back to you soon."),
    ).toBeVisible();

    expect(await storedContactRequests(request, email)).toMatchObject([
      { full_name: "Grace Hopper", source: "affiliate", hostname: "localhost" },
    ]);
    expect(pageErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
  });
});
