import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "./fixtures";
import { blockAppScripts, holdAppScripts, openPrerendered } from "./heldAppScripts";
import { storedContactRequests, uniqueEmail } from "./storedContactRequests";

/**
 * What a visitor does before the app's scripts arrive is kept and done once they do (issue:
 * "Nothing a visitor does before the scripts arrive is lost or leaked"). Each app runs the
 * parts it has pages for.
 */
export interface PrehydrationPages {
  contact?: string;
  preregistration?: string;
  referral?: { path: string; signUpUrl: string };
  register?: { path: string; signUpUrl: string };
  /** A page with the header's language switcher. */
  language: string;
  /** A page with the header's mobile menu toggle (the China page's header has none). */
  menu?: string;
  /** Pages with the weight converter, in either language. */
  converter?: string[];
  /** Pages with the China comparison's hold-duration slider, in either language. */
  holdDuration?: string[];
}

/** The calculators' accessible names and the slider's first step, as each language shows them. */
const calculatorText = {
  en: {
    troyOunces: "Troy ounces (oz t)",
    grams: "Grams (g)",
    kilograms: "Kilograms (kg)",
    taels: "Taels (Hong Kong gold tael, 37.429 g)",
    holdDuration: "Hold duration",
    oneWeek: "1 week",
  },
  zh: {
    troyOunces: "金衡盎司（oz t）",
    grams: "克（g）",
    kilograms: "千克（kg）",
    taels: "两（香港司马两，37.429 克）",
    holdDuration: "持有时长",
    oneWeek: "1周",
  },
};
const textFor = (path: string) => calculatorText[path.startsWith("/zh/") ? "zh" : "en"];

const noQuery = (page: Page) => expect.poll(() => new URL(page.url()).search).toBe("");

/** The sign-up app answers "no content"; resolves with the address the page went to. */
function awaitSignUp(page: Page, signUpUrl: string): Promise<string> {
  const origin = new URL(signUpUrl).origin;
  void page.route(`${origin}/**`, (route) => route.fulfill({ status: 204 }));
  return page
    .waitForRequest((request) => request.url().startsWith(origin))
    .then((request) => request.url());
}

export function describeBeforeHydration(pages: PrehydrationPages) {
  test.describe("before the scripts arrive", () => {
    if (pages.contact) {
      const path = pages.contact;
      test("a contact form filled and submitted early is sent once when the app arrives", async ({
        page,
        request,
      }) => {
        const scripts = await holdAppScripts(page);
        await openPrerendered(page, path);
        const email = uniqueEmail("early-contact");
        await page.getByLabel("Full name").fill("Ada Lovelace");
        await page.getByLabel("Email address").fill(email);
        await page.getByLabel("Message").fill("Please tell me about storing gold bars.");
        await page.getByLabel("How did you find us?").selectOption("friend");
        const submit = page.getByRole("button", { name: "Submit", exact: true });
        await submit.click();
        await submit.click();
        await noQuery(page);
        await expect(page.getByLabel("Message")).toHaveValue(
          "Please tell me about storing gold bars.",
        );

        scripts.release();
        await expect(
          page.getByText("Thank you for your enquiry! We will get back to you soon."),
        ).toBeVisible();
        await noQuery(page);
        const stored = await storedContactRequests(request, email);
        expect(stored).toHaveLength(1);
        expect(stored[0]).toMatchObject({ full_name: "Ada Lovelace", source: "friend" });
      });

      test("an invalid contact form submitted early shows the errors once the app arrives", async ({
        page,
      }) => {
        const scripts = await holdAppScripts(page);
        await openPrerendered(page, path);
        await page.getByLabel("Full name").fill("Ada Lovelace");
        await page.getByLabel("Message").fill("short");
        await page.getByRole("button", { name: "Submit", exact: true }).click();
        scripts.release();
        await expect(page.getByText("Email address is required")).toBeVisible();
        await expect(page.getByLabel("Email address")).toBeFocused();
        await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
        await noQuery(page);
      });

      test("with the scripts blocked for good, a submit says why and keeps every word", async ({
        page,
      }) => {
        await blockAppScripts(page);
        await openPrerendered(page, path);
        await page.getByLabel("Full name").fill("Ada Lovelace");
        await page.getByLabel("Message").fill("Please call me back about silver.");
        await page.getByRole("button", { name: "Submit", exact: true }).click();
        await expect(page.getByRole("alert")).toContainText("This form needs JavaScript to send");
        await noQuery(page);
        await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
        await expect(page.getByLabel("Message")).toHaveValue("Please call me back about silver.");
      });
    }

    if (pages.preregistration) {
      const path = pages.preregistration;
      test("an e-mail preregistered early is sent when the app arrives", async ({
        page,
        request,
      }) => {
        const scripts = await holdAppScripts(page);
        await openPrerendered(page, path);
        const email = uniqueEmail("early-prereg");
        await page.getByLabel("Email address").fill(email);
        await page.getByRole("button", { name: "Sign me up" }).click();
        await noQuery(page);
        await expect(page.getByLabel("Email address")).toHaveValue(email);
        scripts.release();
        await expect(page.getByText("Thank you for preregistering!")).toBeVisible();
        await noQuery(page);
        expect(await storedContactRequests(request, email)).toHaveLength(1);
      });
    }

    if (pages.referral) {
      const { path, signUpUrl } = pages.referral;
      test("a referral code submitted early is verified and leads to sign-up", async ({ page }) => {
        const signUp = awaitSignUp(page, signUpUrl);
        const scripts = await holdAppScripts(page);
        await openPrerendered(page, path);
        await page.getByRole("textbox", { name: "Referral code" }).fill("GOLDFRIEND");
        await page.getByRole("button", { name: /^Register for / }).click();
        await noQuery(page);
        scripts.release();
        expect(await signUp).toBe(`${signUpUrl}&referral=GOLDFRIEND`);
      });
    }

    if (pages.register) {
      const { path, signUpUrl } = pages.register;
      test("Create Account clicked early redirects to sign-up when the app arrives", async ({
        page,
      }) => {
        const signUp = awaitSignUp(page, signUpUrl);
        const scripts = await holdAppScripts(page);
        await openPrerendered(page, path);
        await page.getByRole("button", { name: "Create Account" }).click();
        await noQuery(page);
        scripts.release();
        expect(await signUp).toBe(signUpUrl);
      });
    }

    test("the language switcher clicked early opens when the app arrives", async ({ page }) => {
      const scripts = await holdAppScripts(page);
      await openPrerendered(page, pages.language);
      const language = page.getByRole("button", { name: "Language" });
      await language.click();
      await expect(language).toHaveAttribute("aria-expanded", "false");
      scripts.release();
      await waitForApp(page);
      await expect(language).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("button", { name: "中文" })).toBeVisible();
    });

    for (const path of pages.converter ?? []) {
      test(`a weight typed early on ${path} is converted when the app arrives`, async ({
        page,
      }) => {
        const text = textFor(path);
        const field = (name: string) => page.getByRole("textbox", { name, exact: true });
        const scripts = await holdAppScripts(page);
        await openPrerendered(page, path);
        await field(text.kilograms).fill("1");
        await expect(field(text.troyOunces)).toHaveValue("1");
        scripts.release();
        await expect(field(text.troyOunces)).toHaveValue(/^32\.15/);
        await expect(field(text.grams)).toHaveValue("1,000");
        await expect(field(text.taels)).toHaveValue("26.7173");
        await expect(field(text.kilograms)).toHaveValue("1");
        await expect(page.getByRole("status").filter({ hasText: text.kilograms })).toContainText(
          `32.1507 ${text.troyOunces} = 1,000 ${text.grams} = 1 ${text.kilograms}`,
        );
      });
    }

    for (const path of pages.holdDuration ?? []) {
      test(`the hold duration moved early on ${path} recalculates when the app arrives`, async ({
        page,
      }) => {
        const text = textFor(path);
        const scripts = await holdAppScripts(page);
        await openPrerendered(page, path);
        const slider = page.getByRole("slider", { name: text.holdDuration });
        await slider.focus();
        await page.keyboard.press("Home");
        await expect(slider).toHaveValue("0");
        const product = page.getByTestId("provider-product");
        await expect(product).toContainText("12,668");
        scripts.release();
        await expect(slider).toHaveAttribute("aria-valuetext", text.oneWeek);
        await expect(page.locator(`output[for="${await slider.getAttribute("id")}"]`)).toHaveText(
          text.oneWeek,
        );
        await expect(product).toContainText("9,001");
        await expect(product).toContainText("-253");
        await expect(page.getByTestId("provider-online-transfer")).toContainText("+200");
        await expect(slider).toHaveValue("0");
      });
    }

    const menu = pages.menu;
    if (menu) {
      test("the mobile menu toggle clicked early opens when the app arrives", async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        const scripts = await holdAppScripts(page);
        await openPrerendered(page, menu);
        const toggle = page.getByRole("button", { name: "Open menu" });
        await toggle.click();
        scripts.release();
        await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
          "aria-expanded",
          "true",
        );
      });
    }
  });
}
