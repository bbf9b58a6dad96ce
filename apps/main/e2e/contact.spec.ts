import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "@gw/e2e/fixtures";
import { ports } from "@gw/e2e/playwrightConfig";
import { storedContactRequests, uniqueEmail } from "@gw/e2e/storedContactRequests";

// The page calls the API through its own host (one origin per host).
const contactCall = `http://localhost:${ports.main}/api/v1/contact/request/`;
const challengeCall = `http://localhost:${ports.main}/api/v1/captcha/challenge`;
const thankYou = "Thank you for your enquiry! We will get back to you soon.";

async function openContactPage(page: Page, path = "/contact-us") {
  await page.goto(path);
  await waitForApp(page);
}

async function fillForm(page: Page, email: string) {
  await page.getByLabel("Full name").fill("Ada King Lovelace");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Message").fill("   I would like to know more about storage.   ");
  await page.getByLabel("How did you find us?").selectOption("Online Article");
}

const submitButton = (page: Page) => page.getByRole("button", { name: "Submit", exact: true });
const recordedEvents = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));

test.describe("contact page", () => {
  for (const path of ["/contact-us", "/contact-us/"]) {
    test(`${path} shows the header, form, map and contact items, and sends a Contact page view`, async ({
      page,
      pageErrors,
      externalRequests,
    }) => {
      await openContactPage(page, path);
      await expect(page).toHaveTitle("Contact Us | Goldwattle");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        /Goldwattle team/,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
      await expect(
        page.getByRole("img", { name: "Map showing the location of our office" }),
      ).toBeVisible();

      await expect(page.getByRole("link", { name: "1300 465 392" })).toHaveAttribute(
        "href",
        "tel:+611300465392",
      );
      await expect(page.getByRole("link", { name: "hello@goldwattle.com" })).toHaveAttribute(
        "href",
        "mailto:hello@goldwattle.com",
      );
      const address = page.getByRole("link", { name: /Level 12, 1 Martin Place/ });
      await expect(address).toHaveAttribute("target", "_blank");
      await expect(address).toHaveAttribute("href", /google\.com\/maps/);
      await expect(address.locator("br")).toHaveCount(2);

      await expect(
        page.getByRole("main").getByRole("link", { name: "Privacy Policy" }),
      ).toHaveAttribute("href", "/legal/privacy-policy");
      await expect(
        page.getByRole("main").getByRole("link", { name: "Terms and Conditions" }),
      ).toHaveAttribute("href", "/legal/terms-and-conditions");
      await expect(page.getByLabel("Message")).toHaveAttribute("rows", "5");
      await expect.poll(() => recordedEvents(page)).toEqual(["PageView", "Contact"]);
      expect(pageErrors).toEqual([]);
      expect(externalRequests).toEqual([]);
    });
  }

  test("the prerendered page already contains the form", async ({ request }) => {
    const html = await (await request.get("/contact-us")).text();
    expect(html).toContain("<title>Contact Us | Goldwattle</title>");
    expect(html).toMatch(/<label[^>]*>How did you find us\?<\/label>/);
  });

  test("validates every rule after the first submit, focusing the first invalid field", async ({
    page,
    request,
    pageErrors,
  }) => {
    await openContactPage(page);
    const email = uniqueEmail("invalid");
    await page.getByLabel("Email address").fill("not-an-email");
    await expect(page.getByRole("alert")).toHaveCount(0);

    await submitButton(page).click();
    await expect(page.getByRole("alert")).toHaveText([
      "Full name is required",
      "Please enter a valid email address",
      "Message is required",
      "Please select how you found us",
    ]);
    await expect(page.getByLabel("Full name")).toBeFocused();

    // Editing a field clears only its own error.
    await page.getByLabel("Full name").fill("Ada");
    await expect(page.getByText("Full name is required")).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(3);

    await page.getByLabel("Email address").fill("");
    await page.getByLabel("Message").fill("  too short  ");
    await submitButton(page).click();
    await expect(page.getByRole("alert")).toHaveText([
      "Email address is required",
      "Message must be at least 10 characters long",
      "Please select how you found us",
    ]);
    await expect(page.getByLabel("Email address")).toBeFocused();

    await page.getByLabel("Email address").fill("ada @example.com");
    await page.getByLabel("Message").fill("");
    await page.getByLabel("How did you find us?").selectOption("google");
    await submitButton(page).click();
    await expect(page.getByRole("alert")).toHaveText([
      "Please enter a valid email address",
      "Message is required",
    ]);

    await page.getByLabel("Email address").fill(email);
    await expect(page.getByRole("alert")).toHaveText(["Message is required"]);
    expect(await storedContactRequests(request, email)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test("sends once however often it is submitted, stores the spec's payload, then resets", async ({
    page,
    request,
    pageErrors,
  }) => {
    await openContactPage(page);
    const email = uniqueEmail("success");
    await fillForm(page, email);
    // Hold the request so the sending state can be seen and submitted into.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(contactCall, async (route) => {
      await held;
      await route.continue();
    });

    await submitButton(page).dblclick();
    const sending = page.getByRole("button", { name: "Submitting..." });
    await expect(sending).toBeDisabled();
    await expect(page.getByLabel("Full name")).toBeDisabled();
    await expect(page.getByLabel("Message")).toBeDisabled();
    await page.locator("form").evaluate((form: HTMLFormElement) => form.requestSubmit());
    release();

    await expect(page.getByText(thankYou)).toBeVisible();
    await expect(
      page.getByText("Thanks for getting in touch. Your message has been sent."),
    ).toBeVisible();
    await expect
      .poll(() => recordedEvents(page))
      .toEqual(["PageView", "Contact", "Contact form_submit"]);

    const stored = await storedContactRequests(request, email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      email,
      message: "I would like to know more about storage.",
      source: "article",
      first_name: "Ada",
      last_name: "King Lovelace",
      full_name: "Ada King Lovelace",
      referral_payload: null,
      hostname: "localhost",
      locale: "en",
    });

    await page.getByRole("button", { name: "Send another message" }).click();
    await expect(page.getByLabel("Full name")).toHaveValue("");
    await expect(page.getByLabel("Email address")).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
    await expect(page.getByLabel("How did you find us?")).toHaveValue("");
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test("sends stored referral data with the request", async ({ page, request }) => {
    // The entry as the attribution step stores it (see referral-attribution.spec.ts).
    await page.addInitScript(() =>
      localStorage.setItem(
        "branch_data",
        JSON.stringify({ v: 1, storedAt: Date.now(), data: { referral: "GOLDFRIEND" } }),
      ),
    );
    await openContactPage(page);
    const email = uniqueEmail("referral");
    await fillForm(page, email);
    await submitButton(page).click();
    await expect(page.getByText(thankYou)).toBeVisible();
    const [stored] = await storedContactRequests(request, email);
    expect(stored).toMatchObject({ referral_payload: { referral: "GOLDFRIEND" } });
  });

  test("a captcha the API refuses twice: says the spam check could not finish and keeps the form", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("refused");
    // Challenges whose signature is not the API's (the first is fetched as soon as the page is
    // idle, so the route is in place before it opens): solved, then refused as forged.
    await page.route(challengeCall, async (route) => {
      const challenge = await (await route.fetch()).json();
      challenge.signature = "00";
      await route.fulfill({ json: challenge });
    });
    await openContactPage(page);
    await fillForm(page, email);
    const refusals = page.waitForResponse((r) => r.url() === contactCall && r.status() === 400);
    await submitButton(page).click();

    expect(await (await refusals).json()).toMatchObject({ code: "captcha" });
    await expect(
      page.getByText(
        "Not sent: our spam check could not finish. Everything you typed is still here",
      ),
    ).toBeVisible();
    await expect(page.getByText(thankYou)).toHaveCount(0);
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await expect(submitButton(page)).toBeEnabled();
    expect(await storedContactRequests(request, email)).toEqual([]);
    expect(await recordedEvents(page)).toEqual(["PageView", "Contact"]);
  });

  test("a token the API refuses once is replaced by a new solution, and the message is sent", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("second-solution");
    let forged = false;
    await page.route(challengeCall, async (route) => {
      const challenge = await (await route.fetch()).json();
      if (!forged) {
        forged = true;
        challenge.signature = "00";
      }
      await route.fulfill({ json: challenge });
    });
    await openContactPage(page);
    await fillForm(page, email);
    const sent: number[] = [];
    page.on("response", (r) => r.url() === contactCall && sent.push(r.status()));
    await submitButton(page).click();
    await expect(page.getByText(thankYou)).toBeVisible();
    expect(sent).toEqual([400, 201]);
    expect(await storedContactRequests(request, email)).toHaveLength(1);
  });

  test("treats status error in a 200 answer as an error too", async ({ page }) => {
    await openContactPage(page);
    await fillForm(page, uniqueEmail("status-error"));
    await page.route(contactCall, (route) =>
      route.fulfill({
        status: 200,
        json: { status: "error", message: "We could not take your message" },
      }),
    );
    await submitButton(page).click();
    await expect(page.getByText("We could not take your message")).toBeVisible();
    await expect(page.getByText(thankYou)).toHaveCount(0);
  });

  test("keeps everything typed when the network fails, and sends it once it is back", async ({
    page,
    request,
  }) => {
    await openContactPage(page);
    const email = uniqueEmail("offline");
    await fillForm(page, email);
    await page.route(contactCall, (route) => route.abort("internetdisconnected"));
    await submitButton(page).click();

    await expect(
      page.getByText("Your message was not sent. Please check your connection and try again."),
    ).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Ada King Lovelace");
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await expect(page.getByLabel("Message")).toHaveValue(
      "   I would like to know more about storage.   ",
    );
    await expect(page.getByLabel("How did you find us?")).toHaveValue("article");
    await expect(submitButton(page)).toBeEnabled();
    expect(await storedContactRequests(request, email)).toEqual([]);

    await page.unroute(contactCall);
    await submitButton(page).click();
    await expect(page.getByText(thankYou)).toBeVisible();
    expect(await storedContactRequests(request, email)).toHaveLength(1);
  });

  test("speaks Chinese: labels, errors and the request's locale", async ({ page, request }) => {
    await page.addInitScript(() => (document.cookie = "gw_lang=zh; Path=/"));
    await openContactPage(page);
    await expect(page).toHaveURL("/zh/contact-us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("联系我们");
    await page.getByRole("button", { name: "提交" }).click();
    await expect(page.getByRole("alert").first()).toHaveText("请输入姓名");

    const email = uniqueEmail("zh");
    await page.getByLabel("姓名").fill("李 小龙");
    await page.getByLabel("电子邮箱").fill(email);
    await page.getByLabel("留言").fill("我想了解更多关于黄金存储的信息。");
    await page.getByLabel("您是如何了解到我们的？").selectOption("friend");
    await page.getByRole("button", { name: "提交" }).click();
    await expect(page.getByText("感谢您的咨询！我们会尽快回复您。")).toBeVisible();
    const [stored] = await storedContactRequests(request, email);
    expect(stored).toMatchObject({ locale: "zh", first_name: "李", last_name: "小龙" });
  });
});
