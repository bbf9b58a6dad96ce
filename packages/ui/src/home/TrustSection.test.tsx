import { I18nProvider, i18n } from "@gw/i18n";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from "@tanstack/react-router";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BrandProvider } from "../brand/BrandProvider";
import { exampleBrand } from "../testing/exampleBrand";
import { TrustSection } from "./TrustSection";

const brand = exampleBrand;

function renderSection() {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  i18n.loadAndActivate({ locale: "en", messages: {} });
  return render(
    <I18nProvider i18n={i18n}>
      <BrandProvider brand={brand}>
        <RouterContextProvider router={router}>
          <TrustSection />
        </RouterContextProvider>
      </BrandProvider>
    </I18nProvider>,
  );
}

describe("TrustSection", () => {
  it("states custodian, vault city, insurer, audit frequency and regulator numbers from the brand", () => {
    renderSection();
    const section = screen.getByRole("region", { name: "Where your metal is, and who checks it" });
    const text = section.textContent ?? "";
    for (const fact of [
      "Vault Co",
      "Perth",
      "Insure Co",
      "Audit Co",
      "four times a year",
      "123456789",
      "IND987654",
      "Brand Pty Ltd",
    ]) {
      expect(text).toContain(fact);
    }
    // A description list: each fact has its term.
    expect(within(section).getAllByRole("term")).toHaveLength(5);
  });

  it("links to the documents that say more", () => {
    renderSection();
    expect(screen.getByRole("link", { name: "About Us" })).toHaveAttribute(
      "href",
      "/docs/overview",
    );
    expect(screen.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute(
      "href",
      "/legal/terms-and-conditions",
    );
    expect(screen.getByRole("link", { name: "AML/CTF Policy" })).toHaveAttribute(
      "href",
      "/legal/aml-ctf-policy",
    );
  });
});
