import { expect, test } from "@gw/e2e/fixtures";

test("footer: logo, socials, disclaimer, ABN, copyright and legal links", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Goldwattle", exact: true })).toHaveAttribute(
    "href",
    "/",
  );
  await expect(footer.getByRole("link", { name: "Goldwattle on X" })).toHaveAttribute(
    "href",
    /^https:\/\/x\.com\//,
  );
  await expect(footer.getByRole("link", { name: "Goldwattle on LinkedIn" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.linkedin\.com\//,
  );
  await expect(footer.getByRole("link", { name: "Goldwattle on Telegram" })).toHaveAttribute(
    "href",
    /^https:\/\/t\.me\//,
  );
  await expect(footer.getByRole("link", { name: "Goldwattle on Facebook" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.facebook\.com\//,
  );
  await expect(footer).toContainText("enrolled with AUSTRAC");

  await expect(footer).toContainText(/ABN \d{2} \d{3} \d{3} \d{3}/);
  const abn = footer.getByRole("link", { name: /^\d{2} \d{3} \d{3} \d{3}$/ });
  const digits = (await abn.textContent())!.replace(/\s/g, "");
  expect(digits).toMatch(/^\d{11}$/);
  await expect(abn).toHaveAttribute("href", `https://abr.business.gov.au/ABN/View?abn=${digits}`);

  await expect(footer).toContainText(`© ${new Date().getFullYear()} Goldwattle Pty Ltd`);
  await expect(footer.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute(
    "href",
    "/legal/terms-and-conditions",
  );
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/legal/privacy-policy",
  );
});
