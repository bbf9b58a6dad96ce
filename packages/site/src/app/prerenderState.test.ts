import { describe, expect, it } from "vitest";
import { PRERENDER_STATE_ID, readPrerenderState, serializePrerenderState } from "./prerenderState";

describe("prerender state", () => {
  it("survives a round trip through the page, even with markup inside", () => {
    const state = {
      locale: "en" as const,
      query: { mutations: [], queries: [{ text: "</script><script>alert(1)</script>" }] },
    };
    const serialized = serializePrerenderState(state as never);
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
});
