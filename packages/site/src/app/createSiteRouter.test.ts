import { QueryClient } from "@tanstack/react-query";
import { createRootRoute, createRoute } from "@tanstack/react-router";
import type { BrandConfig } from "@gw/ui";
import { describe, expect, it } from "vitest";
import { createSiteRouter, routeIdsAt } from "./createSiteRouter";

const rootRoute = createRootRoute();
const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: "/" }),
  createRoute({ getParentRoute: () => rootRoute, path: "/referral/$" }),
  createRoute({ getParentRoute: () => rootRoute, path: "$" }),
]);
const router = createSiteRouter(
  { brand: {} as BrandConfig, routeTree, prerenderPaths: [] },
  { queryClient: new QueryClient(), brand: {} as BrandConfig },
);

describe("routeIdsAt", () => {
  it("names the routes a path shows, so a page served for another route is not hydrated", () => {
    expect(routeIdsAt(router, "/referral")).toEqual(["__root__", "/referral/$"]);
    expect(routeIdsAt(router, "/referral/GOLDFRIEND")).toEqual(["__root__", "/referral/$"]);
    expect(routeIdsAt(router, "/")).toEqual(["__root__", "/"]);
    expect(routeIdsAt(router, "/somewhere/else")).toEqual(["__root__", "/$"]);
  });
});
