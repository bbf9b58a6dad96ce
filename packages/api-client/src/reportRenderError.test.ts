import { afterEach, describe, expect, it, vi } from "vitest";
import { reportRenderError } from "./reportRenderError";

afterEach(() => vi.unstubAllGlobals());

describe("reportRenderError", () => {
  it("posts the message, part, path without its query and build to the host's /api, each once, a few a page", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetch);
    window.history.replaceState(null, "", "/zh/calculators?email=ada@example.com#top");
    reportRenderError(new TypeError("Cannot read properties of undefined"), "calculators", "b1");
    reportRenderError(new TypeError("Cannot read properties of undefined"), "calculators", "b1");
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/render-errors");
    expect(init).toMatchObject({ method: "POST", keepalive: true });
    expect(JSON.parse(init.body as string)).toEqual({
      message: "TypeError: Cannot read properties of undefined",
      part: "calculators",
      path: "/zh/calculators",
      build: "b1",
    });
    for (let n = 0; n < 10; n++) reportRenderError(new Error(`failure ${n}`), "header", "b1");
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it("cuts a long message to the API's limit, and never throws when the call fails", () => {
    const fetch = vi.fn(async () => Promise.reject(new TypeError("offline")));
    vi.stubGlobal("fetch", fetch);
    expect(() => reportRenderError("x".repeat(1000), "footer", "b1")).not.toThrow();
  });
});
