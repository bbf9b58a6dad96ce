import { i18n } from "@gw/i18n";
import { I18nProvider } from "@lingui/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from "@tanstack/react-router";
import type { ReactNode } from "react";

/** What the site gives the banner: translations and a router for its Cookie Policy link. */
export function TestProviders({ children }: { children: ReactNode }) {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  return (
    <I18nProvider i18n={i18n}>
      <RouterContextProvider router={router}>{children}</RouterContextProvider>
    </I18nProvider>
  );
}
