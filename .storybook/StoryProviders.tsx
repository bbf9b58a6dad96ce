import { activateLocale, htmlLang, I18nProvider, i18n, type Locale } from "@gw/i18n";
import { siteCatalogs } from "@gw/site";
import {
  BrandProvider,
  brandThemeCss,
  brandThemeVariables,
  SessionProvider,
  type BrandConfig,
  type SessionAdapter,
} from "@gw/ui";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from "@tanstack/react-router";
import { useMemo, type ReactNode } from "react";

/**
 * Loads every package's compiled catalogs before stories render (Storybook loader), and marks
 * the document's language as a site page's <html lang> does (what formats the painted prices).
 */
export async function loadLocale(locale: Locale) {
  await activateLocale(locale, siteCatalogs);
  document.documentElement.lang = htmlLang(locale);
}

const staticSession = (loggedIn: boolean): SessionAdapter => ({
  isLoggedIn: () => loggedIn,
  subscribe: () => () => {},
});

/**
 * What an app gives its pages: language, brand, session, data and a router (in memory). The
 * brand's colours go on the document, as a page has them, or, `scoped`, on an element around the
 * children only (a docs page showing both brands side by side).
 */
export function StoryProviders({
  brand,
  loggedIn,
  scoped = false,
  children,
}: {
  brand: BrandConfig;
  loggedIn: boolean;
  scoped?: boolean;
  children: ReactNode;
}) {
  const router = useMemo(
    () =>
      createRouter({
        routeTree: createRootRoute(),
        history: createMemoryHistory({ initialEntries: ["/"] }),
      }),
    [],
  );
  // A failed call shows its failure at once: a story of an error should not wait for retries.
  const queryClient = useMemo(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    [],
  );
  const session = useMemo(() => staticSession(loggedIn), [loggedIn]);
  return (
    <I18nProvider i18n={i18n}>
      <BrandProvider brand={brand}>
        <SessionProvider adapter={session}>
          <QueryClientProvider client={queryClient}>
            <RouterContextProvider router={router}>
              {scoped ? (
                <div style={brandThemeVariables(brand.theme)}>{children}</div>
              ) : (
                <>
                  <style>{brandThemeCss(brand.theme)}</style>
                  {children}
                </>
              )}
            </RouterContextProvider>
          </QueryClientProvider>
        </SessionProvider>
      </BrandProvider>
    </I18nProvider>
  );
}
