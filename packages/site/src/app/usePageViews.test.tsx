import {
  acceptAllConsent,
  recordedEvents,
  rejectAllConsent,
  resetConsentStore,
  startCounting,
} from "@gw/consent";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, render } from "@testing-library/react";
import { StrictMode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { usePageViews } from "./usePageViews";

function Root() {
  usePageViews();
  return <Outlet />;
}

async function renderSite(path = "/") {
  const rootRoute = createRootRoute({ component: Root });
  const routes = [
    createRoute({
      getParentRoute: () => rootRoute,
      path: "/",
      staticData: { pageView: { page: "Home" } },
      component: () => <p>home</p>,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: "/cny",
      staticData: { pageView: { page: "CNY", Flow: "CNY" } },
      component: () => <p>china</p>,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: "/docs/$",
      staticData: { pageView: (data: unknown) => ({ page: `Document: ${String(data)}` }) },
      loader: ({ params }) => params._splat,
      component: () => <p>doc</p>,
    }),
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  await act(async () => {});
  return router;
}

const pageViews = () => recordedEvents().filter((event) => event.event === "PageView");

beforeEach(() => {
  localStorage.clear();
  resetConsentStore();
  window.dataLayer = [];
});

describe("usePageViews", () => {
  it("records the first page once, with its name and properties", async () => {
    acceptAllConsent();
    await renderSite("/cny");
    expect(pageViews()).toEqual([{ event: "PageView", page: "CNY", Flow: "CNY" }]);
  });

  it("records each client-side navigation, names from the route, not the address", async () => {
    acceptAllConsent();
    const router = await renderSite("/");
    await act(() => router.navigate({ to: "/docs/$", params: { _splat: "fees" } }));
    await act(() => router.navigate({ to: "/" }));
    expect(pageViews().map((event) => event.page)).toEqual(["Home", "Document: fees", "Home"]);
  });

  it("records nothing without consent, and the shown page when consent comes", async () => {
    const router = await renderSite("/");
    await act(() => router.navigate({ to: "/cny" }));
    expect(pageViews()).toEqual([]);
    act(() => rejectAllConsent());
    expect(pageViews()).toEqual([]);
    act(() => acceptAllConsent());
    expect(pageViews()).toEqual([{ event: "PageView", page: "CNY", Flow: "CNY" }]);
  });

  it("counts every page shown once, with or without consent", async () => {
    const sent = vi.fn(async (_url: string, _init: RequestInit) => new Response(null));
    vi.stubGlobal("fetch", sent);
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    startCounting({ site: "main", page: () => undefined, language: () => "en" });
    const router = await renderSite("/");
    await act(() => router.navigate({ to: "/docs/$", params: { _splat: "fees" } }));
    await act(() => router.navigate({ to: "/cny" }));
    act(() => rejectAllConsent());
    // Sent two seconds after the page has loaded.
    await vi.waitFor(() => expect(sent).toHaveBeenCalled(), { timeout: 5_000 });
    const events = sent.mock.calls.flatMap(
      ([, init]) => (JSON.parse(String(init.body)) as { events: { page: string }[] }).events,
    );
    expect(events.map((event) => event.page)).toEqual(["Home", "Document: fees", "CNY"]);
    expect(pageViews()).toEqual([]);
    vi.unstubAllGlobals();
  });
});
