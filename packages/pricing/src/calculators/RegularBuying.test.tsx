import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PricingTestProviders } from "../testing/PricingTestProviders";
import { RegularBuying } from "./RegularBuying";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("RegularBuying's default start", () => {
  it("hydrates the month the page was built with, then counts from the visitor's day", async () => {
    // Built on 31 October, visited on 27 November: five years back is another month.
    vi.stubEnv("VITE_BUILD_DATE", "2026-10-31");
    vi.useFakeTimers({ now: new Date("2026-11-27T03:00:00Z"), toFake: ["Date"] });
    // The history never answers: the start is the five years back, not the history's first month.
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const page = (
      <PricingTestProviders>
        <RegularBuying currency="AUD" quote={{ prices: exampleSpotPrices }} />
      </PricingTestProviders>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const start = () => container.querySelector<HTMLInputElement>('input[type="month"]')!.value;
    expect(start()).toBe("2021-10");

    // React names a hydration mismatch in a console error (attributes) or a recoverable error.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const mismatches: unknown[] = [];
    let root!: Root;
    await act(async () => {
      root = hydrateRoot(container, page, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(consoleError.mock.calls.flat().join(" ")).not.toMatch(/hydrat|did not match/i);
    consoleError.mockRestore();
    expect(start()).toBe("2021-11");
    // Unmounted while the test's window is there: the query's next notification would otherwise
    // reach React after the environment is gone (an unhandled error that fails the run).
    await act(async () => root.unmount());
    container.remove();
  });
});
