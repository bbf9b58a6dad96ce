import { createMemoryHistory, type AnyRoute } from "@tanstack/react-router";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createSiteRouter } from "../app/createSiteRouter";
import { exampleBrand } from "@gw/ui/testing";
import { chinaHostRoutes } from "./chinaHostRoutes";
import { mainSiteRoutes } from "./mainSiteRoutes";
import { registerHostRoutes } from "./registerHostRoutes";

const hosts = { main: mainSiteRoutes, china: chinaHostRoutes, register: registerHostRoutes };

function routerFor({ routeTree }: { routeTree: AnyRoute }) {
  return createSiteRouter(
    routeTree,
    { queryClient: new QueryClient(), brand: exampleBrand, host: "example.com" },
    "en",
    createMemoryHistory(),
  );
}

/**
 * Pages read their route by id (getRouteApi), and one type registration (the main tree) stands for
 * every host: so each host must build exactly these ids for the pages it mounts.
 */
describe("host route tables", () => {
  it.each([
    [
      "main",
      [
        "/",
        "/contact-us",
        "/live-pricing",
        "/cny",
        "/docs/$",
        "/legal/$",
        "/register",
        "/referral/$",
        "/$",
      ],
    ],
    ["china", ["/", "/legal/$", "/$"]],
    ["register", ["/", "/legal/$", "/register", "/referral/$", "/$"]],
  ] as const)("the %s host has the route ids its pages read", (host, ids) => {
    const router = routerFor(hosts[host]);
    expect(
      Object.keys(router.routesById)
        .filter((id) => id !== "__root__")
        .sort(),
    ).toEqual([...ids].sort());
  });

  it.each(Object.entries(hosts))(
    "the %s host mounts each document section on its own id",
    (_, routes) => {
      const router = routerFor(routes);
      for (const route of Object.values(router.routesById)) {
        const section = route.options.staticData?.documents;
        if (section) expect(route.id).toBe(`${section.source.base}/$`);
      }
    },
  );

  it.each(Object.entries(hosts))(
    "the %s host prerenders only paths a page of its own answers (not the fallback)",
    (_, routes) => {
      const router = routerFor(routes);
      for (const path of routes.prerenderPaths) {
        const [, , found] = router.getMatchedRoutes(path);
        expect(found?.id, path).toBeDefined();
        expect(found?.id, path).not.toBe("/$");
      }
    },
  );
});
