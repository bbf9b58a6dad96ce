import { seedPageAnswers } from "@gw/api-client/page-answers";
import { i18n } from "@gw/i18n";
import { BrandProvider } from "@gw/ui";
import { exampleBrand } from "@gw/ui/testing";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from "@tanstack/react-router";
import { useState, type ReactNode } from "react";

/** What the site gives the price components: translations, a brand, a query cache, a router. */
export function PricingTestProviders({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const created = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // As the app starts: the answers the host wrote the page from go into the cache.
    seedPageAnswers(created);
    return created;
  });
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute(),
      history: createMemoryHistory({ initialEntries: ["/"] }),
    }),
  );
  return (
    <I18nProvider i18n={i18n}>
      <BrandProvider brand={exampleBrand}>
        <QueryClientProvider client={client}>
          <RouterContextProvider router={router}>{children}</RouterContextProvider>
        </QueryClientProvider>
      </BrandProvider>
    </I18nProvider>
  );
}
