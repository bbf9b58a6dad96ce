import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute } from "@tanstack/react-router";
import { exampleBrand } from "@gw/ui/testing";
import { describe, expect, it, vi } from "vitest";
import { createSiteRouter } from "../app/createSiteRouter";
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

  it("reads a pathless layout's pages under its parent's address, and no page of its own", () => {
    const host = createRoute({ getParentRoute: () => root, id: "_host" });
    const under = (path: string) => createRoute({ getParentRoute: () => host, path });
    const tree = root.addChildren([host.addChildren([under("/"), under("$")]), route("/about")]);
    expect(pagePaths(tree)).toEqual(["/", "/about"]);
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

// Every host's tree adopts the one root route (routes/root.ts): each loads in a fresh module graph.
// Loading one compiles every page of the host, which on a busy runner takes longer than a test.
const loadingTimeout = 90_000;
const hostTrees = {
  main: async () => (await import("../routes/mainSiteRoutes")).mainSiteRoutes,
  china: async () => (await import("../routes/chinaHostRoutes")).chinaHostRoutes,
  register: async () => (await import("../routes/registerHostRoutes")).registerHostRoutes,
};

describe.each(Object.entries(hostTrees))("the %s host", (_, loadTree) => {
  it(
    "answers each page it writes with a page of its own, never its fallback",
    async () => {
      vi.resetModules();
      const routeTree = await loadTree();
      const router = createSiteRouter(
        routeTree,
        { queryClient: new QueryClient(), brand: exampleBrand, host: "example.com" },
        "en",
        createMemoryHistory(),
      );
      const paths = pagePaths(routeTree);
      expect(paths).toContain("/");
      for (const path of paths) {
        const [, , found] = router.getMatchedRoutes(path);
        expect(found?.id, path).toBeDefined();
        expect(found?.fullPath, path).not.toBe("/$");
      }
    },
    loadingTimeout,
  );
});

it(
  "writes the main site's pages from its route table",
  async () => {
    vi.resetModules();
    // In the generated tree's order, which is not the table's.
    expect(pagePaths(await hostTrees.main()).sort()).toEqual(
      [
        "/",
        "/contact-us",
        "/live-pricing",
        "/calculators",
        "/cny",
        "/register",
        "/referral",
        "/docs",
        "/docs/most-common",
        "/docs/fees",
        "/docs/glossary",
        "/docs/overview",
        "/legal",
        "/legal/terms-and-conditions",
        "/legal/privacy-policy",
        "/legal/cookie-policy",
        "/legal/aml-ctf-policy",
      ].sort(),
    );
  },
  loadingTimeout,
);
