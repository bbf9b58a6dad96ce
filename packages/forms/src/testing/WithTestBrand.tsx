import { I18nProvider, i18n } from "@gw/i18n";
import { BrandProvider, type BrandConfig } from "@gw/ui";
import type { ReactNode } from "react";

/** The brand facts the registration forms read, for tests and nothing else. */
const testBrand = { name: "Brand", appUrl: "https://app.brand.example" } as BrandConfig;

export function WithTestBrand({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <BrandProvider brand={testBrand}>{children}</BrandProvider>
    </I18nProvider>
  );
}
