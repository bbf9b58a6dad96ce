import { describe, expect, it } from "vitest";
import { createApp } from "./createApp";

describe("API", () => {
  it("answers the health check", async () => {
    const response = await createApp().request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
