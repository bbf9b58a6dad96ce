import { describeSearchAndHeaders } from "@gw/e2e/searchAndHeadersSuite";
import { expect, test, waitForApp } from "@gw/e2e/fixtures";

describeSearchAndHeaders({
  host: "goldwattle.com",
  appOrigin: "https://app.goldwattle.com",
  routes: [
    "/",
    "/contact-us",
    "/live-pricing",
    "/cny",
    "/register",
    "/referral",
    "/docs/most-common",
    "/docs/fees",
    "/docs/overview",
    "/legal/terms-and-conditions",
    "/legal/privacy-policy",
    "/legal/cookie-policy",
    "/legal/aml-ctf-policy",
  ],
  unknownPath: "/no-such-page",
  documents: true,
});

test("the home page describes the company in schema.org terms", async ({ page }) => {
  await page.goto("/");
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
  const company = data.find((item) => item["@type"] === "FinancialService");
  expect(company).toMatchObject({
    "@context": "https://schema.org",
    name: "Goldwattle",
    legalName: "Goldwattle Pty Ltd",
    url: "https://goldwattle.com/",
    logo: "https://goldwattle.com/logo.svg",
    address: {
      "@type": "PostalAddress",
      addressLocality: "Sydney",
      addressRegion: "NSW",
      postalCode: "2000",
      addressCountry: "AU",
    },
    contactPoint: { "@type": "ContactPoint", telephone: "+611300465392" },
    identifier: { "@type": "PropertyValue", propertyID: "ABN", value: "53687097845" },
  });
  expect(company.sameAs).toEqual(
    expect.arrayContaining(["https://x.com/goldwattle", "https://t.me/goldwattle"]),
  );
});

test("after a client navigation the head describes the new page: preview, address, structured data", async ({
  page,
  pageErrors,
}) => {
  const head = () =>
    page.evaluate(() => {
      const all = (selector: string, read: (element: Element) => string | null) =>
        [...document.querySelectorAll(selector)].map(read);
      return {
        title: document.title,
        description: all('meta[name="description"]', (meta) => meta.getAttribute("content")),
        ogTitle: all('meta[property="og:title"]', (meta) => meta.getAttribute("content")),
        ogUrl: all('meta[property="og:url"]', (meta) => meta.getAttribute("content")),
        twitterTitle: all('meta[name="twitter:title"]', (meta) => meta.getAttribute("content")),
        canonical: all('link[rel="canonical"]', (link) => link.getAttribute("href")),
        zhTwin: all('link[hreflang="zh-CN"]', (link) => link.getAttribute("href")),
        jsonLd: all('script[type="application/ld+json"]', (script) => script.textContent).map(
          (text) => JSON.parse(text ?? "{}") as { "@type": string; itemListElement?: unknown[] },
        ),
      };
    });
  await page.goto("/");
  await waitForApp(page);
  // Set on this document only: a full page load would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  expect((await head()).jsonLd.map((data) => data["@type"])).toEqual(["FinancialService"]);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveTitle("Frequently Asked Questions | Goldwattle");
  await expect
    .poll(async () => (await head()).ogUrl)
    .toEqual(["https://goldwattle.com/docs/most-common"]);
  const faq = await head();
  expect(faq.ogTitle).toEqual([faq.title]);
  expect(faq.twitterTitle).toEqual([faq.title]);
  expect(faq.description).toHaveLength(1);
  expect(faq.canonical).toEqual(["https://goldwattle.com/docs/most-common"]);
  expect(faq.zhTwin).toEqual(["https://goldwattle.com/zh/docs/most-common"]);
  expect(faq.jsonLd.map((data) => data["@type"]).sort()).toEqual(["BreadcrumbList", "FAQPage"]);

  await page
    .getByRole("navigation", { name: "About Us" })
    .getByRole("link", { name: "Fees" })
    .click();
  await expect(page).toHaveTitle("Fees | Goldwattle");
  await expect.poll(async () => (await head()).ogUrl).toEqual(["https://goldwattle.com/docs/fees"]);
  const fees = await head();
  expect(fees.jsonLd.map((data) => data["@type"])).toEqual(["BreadcrumbList"]);
  expect(fees.jsonLd[0]?.itemListElement?.[2]).toMatchObject({
    item: "https://goldwattle.com/docs/fees",
  });

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Contact" })
    .click();
  await expect(page).toHaveTitle("Contact Us | Goldwattle");
  await expect.poll(async () => (await head()).jsonLd).toEqual([]);
  expect((await head()).ogTitle).toEqual(["Contact Us | Goldwattle"]);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(pageErrors).toEqual([]);
});
