import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { formWords, type FormName, type FormWords } from "./formWords";

interface FormOnPage {
  /** The form, found by its submit button. */
  form: Locator;
  submit: Locator;
  /** Fields filled in, with what was typed, the first being where Enter is pressed. */
  fields: [Locator, string][];
}

function formOn(page: Page, name: FormName, text: FormWords): FormOnPage {
  const button = {
    preregistration: text.preregister,
    contact: text.send,
    priceAlert: text.createAlert,
  }[name];
  const form = page.locator("form").filter({
    has: page.getByRole("button", { name: button, exact: true }),
  });
  const fields: Record<FormName, [Locator, string][]> = {
    preregistration: [[form.getByLabel(text.email), "li.wei@example.com"]],
    contact: [
      [form.getByLabel(text.fullName), "Li Wei"],
      [form.getByLabel(text.email), "li.wei@example.com"],
      [form.getByLabel(text.message), "请告诉我更多关于黄金存储的信息。"],
    ],
    priceAlert: [
      [form.getByLabel(text.price), "6000"],
      [form.getByLabel(text.email), "li.wei@example.com"],
    ],
  };
  return {
    form,
    submit: form.getByRole("button", { name: button, exact: true }),
    fields: fields[name],
  };
}

/**
 * A browser with JavaScript turned off: the form says in the page's language that it needs
 * JavaScript, its button is disabled, and neither Enter nor a press on the button sends it
 * natively (to a static host that would refuse it); what was typed stays in the fields.
 */
export function describeWithScriptsOff(
  pages: { path: string; language: keyof typeof formWords; form: FormName }[],
) {
  test.describe("with JavaScript turned off", () => {
    test.use({ javaScriptEnabled: false });

    for (const { path, language, form: name } of pages) {
      test(`${path}: the ${name} form says it needs JavaScript, never posts, and keeps what was typed`, async ({
        page,
      }) => {
        const text = formWords[language];
        await page.goto(path);
        const address = page.url();
        const { form, submit, fields } = formOn(page, name, text);
        // Playwright's text search skips <noscript>; the browser shows its paragraph all the same.
        const notice = form.locator("noscript > p");
        await expect(notice).toBeVisible();
        await expect(notice).toContainText(text.scriptsOff);
        await expect(submit).toBeDisabled();
        for (const [field, value] of fields) await field.fill(value);

        const sent = page.waitForRequest(() => true, { timeout: 1_500 }).catch(() => null);
        await fields[0]![0].press("Enter");
        await submit.click({ force: true });
        expect(await sent).toBeNull();
        expect(page.url()).toBe(address);
        for (const [field, value] of fields) await expect(field).toHaveValue(value);
      });
    }
  });
}
