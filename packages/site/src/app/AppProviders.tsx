import { reopenConsent } from "@gw/consent";
import { I18nProvider, i18n } from "@gw/i18n";
import {
  BrandProvider,
  cookieSessionAdapter,
  CookieSettingsProvider,
  IcpFilingProvider,
  RenderErrorReportProvider,
  SessionProvider,
  SiteOriginProvider,
  type BrandConfig,
} from "@gw/ui";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import { reportToApi } from "./reportToApi";

/** The one place the app hands brand, language, data, session and consent to every package. */
export function AppProviders({
  brand,
  queryClient,
  siteOrigin = "",
  icpLicense,
  children,
}: {
  brand: BrandConfig;
  queryClient: QueryClient;
  siteOrigin?: string;
  icpLicense?: string | undefined;
  children: ReactNode;
}) {
  const session = useMemo(() => cookieSessionAdapter(brand.sessionCookie), [brand.sessionCookie]);
  return (
    <I18nProvider i18n={i18n}>
      <BrandProvider brand={brand}>
        <SiteOriginProvider origin={siteOrigin}>
          <SessionProvider adapter={session}>
            <CookieSettingsProvider open={reopenConsent}>
              <IcpFilingProvider license={icpLicense}>
                <RenderErrorReportProvider report={reportToApi}>
                  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
                </RenderErrorReportProvider>
              </IcpFilingProvider>
            </CookieSettingsProvider>
          </SessionProvider>
        </SiteOriginProvider>
      </BrandProvider>
    </I18nProvider>
  );
}
