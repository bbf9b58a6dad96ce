import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "../../observability/logger";
import { sample, scrape } from "../../testing/metricsText";
import { testApi, type TestApi } from "../../testing/testApi";

let api: TestApi;
beforeEach(async () => {
  api = await testApi({ rateLimitPerMinute: 3 });
});
afterEach(() => api.dispose());

const report = {
  message: "TypeError: Cannot read properties of undefined (reading 'date') for ada@example.com",
  part: "calculators.regularBuying",
  path: "/zh/calculators",
  build: "2026-11-23.abc123",
};

const send = (body: unknown, headers: Record<string, string> = {}) =>
  api.postJson("/v1/render-errors", body, { "X-Test-Client": "reporter", ...headers });

describe("POST /v1/render-errors", () => {
  it("logs a part a page could not show as a structured event, masked, and counts it", async () => {
    const warn = vi.spyOn(logger, "warn");
    const before = sample(await scrape(api.app), "gw_render_errors_total") ?? 0;
    const response = await send(report);
    expect(response.status).toBe(204);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        event: "page.render_error",
        part: "calculators.regularBuying",
        path: "/zh/calculators",
        build: "2026-11-23.abc123",
        message:
          "TypeError: Cannot read properties of undefined (reading 'date') for a***@example.com",
      }),
      "A page part could not be shown",
    );
    expect(sample(await scrape(api.app), "gw_render_errors_total")).toBe(before + 1);
  });

  it("refuses what is not a report, a path with its query, and an oversized body, with a reason", async () => {
    for (const bad of [
      { ...report, path: "/contact-us?email=ada@example.com" },
      { ...report, part: "<script>" },
      { ...report, message: "x".repeat(301) },
      { ...report, extra: "field" },
      {},
    ]) {
      const response = await send(bad);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: "error" });
      api.clock.now += 60_000;
    }
    const huge = await send(JSON.stringify({ ...report, message: "x".repeat(4000) }));
    expect(huge.status).toBe(413);
  });

  it("takes a limited number a minute from one client", async () => {
    const answers = [];
    for (let n = 0; n < 4; n++) answers.push((await send(report)).status);
    expect(answers).toEqual([204, 204, 204, 429]);
  });
});
