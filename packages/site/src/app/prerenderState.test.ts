import { describe, expect, it } from "vitest";
import {
  PRERENDER_STATE_ID,
  readPrerenderState,
  rendersAddress,
  serializePrerenderState,
} from "./prerenderState";

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

describe("rendersAddress", () => {
  const at = (pathname: string, search = "") => ({ pathname, search });

  it("hydrates the page rendered for this address, with or without its trailing slash", () => {
    expect(rendersAddress("/zh/", at("/zh/"))).toBe(true);
    expect(rendersAddress("/zh/", at("/zh"))).toBe(true);
    expect(rendersAddress("/", at("/"))).toBe(true);
    expect(rendersAddress("/contact-us", at("/contact-us/"))).toBe(true);
  });

  it("renders afresh where the server answered with another page's file", () => {
    expect(rendersAddress("/docs/fees", at("/docs/fees/section/storage"))).toBe(false);
    expect(rendersAddress("/docs/fees", at("/docs/fees", "?embedded=true"))).toBe(false);
    expect(rendersAddress("/", at("/zh/"))).toBe(false);
  });
});
