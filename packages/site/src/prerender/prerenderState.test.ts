import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { scriptJson } from "../pageHead/scriptJson";
import { PRERENDER_STATE_ID, prerenderStateOf, readPrerenderState } from "./prerenderState";

describe("prerender state", () => {
  it("survives a round trip through the page, even with markup inside", () => {
    const state = {
      path: "/",
      query: { mutations: [], queries: [{ text: "</script><script>alert(1)</script>" }] },
    };
    const serialized = scriptJson(state);
    expect(serialized).not.toContain("</script>");
    document.body.innerHTML = `<script id="${PRERENDER_STATE_ID}" type="application/json">${serialized}</script>`;
    expect(readPrerenderState()).toEqual(state);
  });

  it("is null when missing or corrupt", () => {
    document.body.innerHTML = "";
    expect(readPrerenderState()).toBeNull();
    document.body.innerHTML = `<script id="${PRERENDER_STATE_ID}" type="application/json">{</script>`;
    expect(readPrerenderState()).toBeNull();
  });

  it("carries no static file's data, and names those files for the page to preload", async () => {
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery({
      queryKey: ["page"],
      queryFn: () => ({ article: "the whole document" }),
      meta: { staticFile: "/content/page.json" },
    });
    expect(prerenderStateOf(queryClient, "/docs")).toEqual({
      state: { path: "/docs" },
      preloads: ["/content/page.json"],
    });
    await queryClient.prefetchQuery({ queryKey: ["price"], queryFn: () => 42 });
    const { state, preloads } = prerenderStateOf(queryClient, "/docs");
    expect(state.query?.queries.map((query) => query.queryKey)).toEqual([["price"]]);
    expect(preloads).toEqual(["/content/page.json"]);
  });
});
