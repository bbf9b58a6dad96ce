import { describeSearchAndHeaders } from "@gw/e2e/searchAndHeadersSuite";
import { expect, test } from "@gw/e2e/fixtures";

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
