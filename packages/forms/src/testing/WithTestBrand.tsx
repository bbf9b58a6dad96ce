import { I18nProvider, i18n } from "@gw/i18n";
import { BrandProvider } from "@gw/ui";
import { exampleBrand } from "@gw/ui/testing";
import type { ReactNode } from "react";

export function WithTestBrand({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <BrandProvider brand={exampleBrand}>{children}</BrandProvider>
    </I18nProvider>
  );
}
