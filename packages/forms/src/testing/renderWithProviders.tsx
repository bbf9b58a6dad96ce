import { I18nProvider, i18n } from "@gw/i18n";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";

/** What the site gives a form: language, a query client and a router for links. */
export function renderWithProviders(ui: ReactElement) {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ["/contact-us"] }),
  });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterContextProvider router={router}>{ui}</RouterContextProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}
