import { i18n } from "@gw/i18n";
import { exampleBrand } from "@gw/ui/testing";
import { QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "./AppProviders";
import { SitePageError } from "./SitePageError";

/** Whether the page below fails to render (a test sets it). */
const page = { failing: true };

function Calculators() {
  if (page.failing) throw new TypeError("Cannot read properties of undefined (reading 'date')");
  return <p>The calculators.</p>;
}

function renderSite() {
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: "/calculators", component: Calculators }),
    ]),
    history: createMemoryHistory({ initialEntries: ["/calculators?utm_source=x"] }),
    defaultErrorComponent: SitePageError,
  });
  render(
    <AppProviders brand={exampleBrand} queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe("SitePageError (the router's defaultErrorComponent)", () => {
  it("keeps the site's header and footer around a page that fails, reports it, and tries again", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetch);
    page.failing = true;
    renderSite();
    expect(
      await screen.findByRole("heading", { level: 1, name: "This page could not be shown" }),
    ).toBeVisible();
    expect(screen.getByRole("banner")).toBeVisible();
    expect(screen.getByRole("contentinfo")).toBeVisible();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/render-errors");
    expect(JSON.parse(init.body as string)).toMatchObject({ part: "page" });
    page.failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("The calculators.")).toBeVisible();
  });
});
