import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute } from "@tanstack/react-router";
import { exampleBrand } from "@gw/ui/testing";
import { describe, expect, it } from "vitest";
import { createSiteRouter } from "../app/createSiteRouter";
import { chinaHostRoutes } from "../routes/chinaHostRoutes";
import { mainSiteRoutes } from "../routes/mainSiteRoutes";
import { registerHostRoutes } from "../routes/registerHostRoutes";
import { pagePaths, prerenderTargets } from "./prerenderTargets";

describe("pagePaths", () => {
  const root = createRootRoute();
  const route = (path: string, prerender?: string[]) =>
    createRoute({ getParentRoute: () => root, path, staticData: { prerender } });

  it("reads every page from the route table: plain routes, splat bases and their pages", () => {
    const tree = root.addChildren([
      route("/"),
      route("/about"),
      route("docs/$", ["fees", "faq"]),
      route("/referral/$"),
      route("$"),
    ]);
    expect(pagePaths(tree)).toEqual([
      "/",
      "/about",
      "/docs",
      "/docs/fees",
      "/docs/faq",
      "/referral",
    ]);
  });

  it("refuses a parameter in the middle of an address: it names no page", () => {
    expect(() => pagePaths(root.addChildren([route("/users/$id/profile")]))).toThrow(/splat/);
  });

  it("writes each page in every language", () => {
    const tree = root.addChildren([route("/"), route("/about")]);
    expect(prerenderTargets({ brand: exampleBrand, host: "example.com", routeTree: tree })).toEqual(
      ["/", "/about", "/zh/", "/zh/about"],
    );
  });
});

describe.each([
  ["main", mainSiteRoutes],
  ["china", chinaHostRoutes],
  ["register", registerHostRoutes],
])("the %s host", (_, routeTree) => {
  it("answers each page it writes with a page of its own, never its fallback", () => {
    const router = createSiteRouter(
      routeTree,
      { queryClient: new QueryClient(), brand: exampleBrand, host: "example.com" },
      "en",
      createMemoryHistory(),
    );
    for (const path of pagePaths(routeTree)) {
      const [, , found] = router.getMatchedRoutes(path);
      expect(found?.id, path).toBeDefined();
      expect(found?.id, path).not.toBe("/$");
    }
  });
});
