import {
  exampleCnySpotPrices,
  exampleReferencePrice,
  exampleSpotPrices,
} from "@gw/api-client/testing/prices";
import { i18n } from "@gw/i18n";
import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PricingTestProviders } from "../testing/PricingTestProviders";
import { forgetVisitorCurrency, visitorChose } from "../testing/visitorCurrency";
import { islandRoot } from "../islandRoot";
import { LiveShanghaiReference } from "./LiveShanghaiReference";

/** The API: the reference call and the spot call, each answering as told. */
function api({ reference = 200, spot = 200 } = {}) {
  return vi.fn(async (url: RequestInfo | URL) => {
    const { pathname, searchParams } = new URL(String(url), "http://site.test");
    const isReference = pathname.endsWith("/v1/prices/reference/sge");
    const status = isReference ? reference : spot;
    const body =
      status !== 200
        ? { status: "error", message: "unavailable" }
        : isReference
          ? exampleReferencePrice
          : searchParams.get("currency") === "CNY"
            ? exampleCnySpotPrices
            : exampleSpotPrices;
    return new Response(JSON.stringify(body), { status });
  });
}

const show = (always = false) =>
  render(
    <PricingTestProviders>
      <LiveShanghaiReference always={always} island={islandRoot("reference")} />
    </PricingTestProviders>,
  );
const region = () => screen.findByRole("region", { name: "Shanghai Gold Exchange reference" });
const row = (name: RegExp) => within(screen.getByRole("table")).getByRole("row", { name });

beforeEach(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  forgetVisitorCurrency();
});
afterEach(() => vi.unstubAllGlobals());

describe("LiveShanghaiReference", () => {
  it("sets the SGE's price beside our CNY buy price per gram once both answers are in", async () => {
    const fetched = api();
    vi.stubGlobal("fetch", fetched);
    show(true);
    await region();
    await vi.waitFor(() => expect(row(/SGE Au99.99/)).toHaveTextContent("CNY 786.40"));
    expect(row(/Our buy price/)).toHaveTextContent("CNY 782.06");
    expect(row(/Difference/)).toHaveTextContent("-0.55%");
    const asked = fetched.mock.calls.map(([url]) => new URL(String(url), "http://site.test"));
    expect(asked.map((url) => `${url.pathname}${url.search}`).sort()).toEqual([
      "/api/v1/prices/reference/sge",
      "/api/v1/prices/spot?currency=CNY",
    ]);
  });

  it("on an English page shows only while the visitor has chosen CNY, and asks nothing otherwise", async () => {
    const fetched = api();
    vi.stubGlobal("fetch", fetched);
    const { container, unmount } = show();
    expect(screen.queryByRole("region")).toBeNull();
    expect(container.querySelector('[data-island="reference"]')).toHaveAttribute("hidden");
    expect(fetched).not.toHaveBeenCalled();
    unmount();
    visitorChose("CNY");
    show();
    expect(await region()).toBeVisible();
  });

  it("shows on a Chinese page whatever the currency", async () => {
    vi.stubGlobal("fetch", api());
    i18n.loadAndActivate({ locale: "zh", messages: {} });
    show();
    expect(await region()).toBeVisible();
  });

  it("says the reference is unavailable when the API has none (503)", async () => {
    vi.stubGlobal("fetch", api({ reference: 503 }));
    show(true);
    expect(
      await screen.findByText("The Shanghai reference price is unavailable just now."),
    ).toBeVisible();
    expect(row(/SGE Au99.99/)).toHaveTextContent(/^SGE Au99.99 reference price$/);
  });

  it("leaves our figure out when our prices are unavailable", async () => {
    vi.stubGlobal("fetch", api({ spot: 503 }));
    show(true);
    await vi.waitFor(() => expect(row(/SGE Au99.99/)).toHaveTextContent("CNY 786.40"));
    expect(row(/Our buy price/)).toHaveTextContent(/^Our buy price$/);
  });
});
