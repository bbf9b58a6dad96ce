import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { describe, expect, it } from "vitest";
import { GRAMS_PER_UNIT } from "../converter/weightUnits";
import { paintSpot } from "./paintSpot";
import { spotView } from "./spotView";

function panel() {
  const root = document.createElement("div");
  root.innerHTML = `
    <span data-spot="gold.ask.troyOunce"></span>
    <span data-spot-dir="gold"><span data-spot="gold.change"></span></span>
    <span data-spot="asOf"></span>
    <p data-spot-if="stale" hidden>Delayed</p>
    <p data-spot-if="demo" hidden>Demonstration prices</p>`;
  return root;
}

describe("paintSpot", () => {
  it("fills the slots, shows the notes that apply and marks the direction and currency", () => {
    const root = panel();
    paintSpot(root, spotView(exampleSpotPrices, "en-AU", GRAMS_PER_UNIT));
    expect(root.querySelector('[data-spot="gold.ask.troyOunce"]')!.textContent).toBe("$5,235.09");
    expect(root.querySelector('[data-spot="asOf"]')!.textContent).toBe(
      "24 Nov 2026, 10:10 am AEDT",
    );
    expect(root.querySelector<HTMLElement>('[data-spot-if="demo"]')!.hidden).toBe(false);
    expect(root.querySelector<HTMLElement>('[data-spot-if="stale"]')!.hidden).toBe(true);
    expect(root.querySelector<HTMLElement>('[data-spot-dir="gold"]')!.dataset.dir).toBe("up");
    expect(root.getAttribute("data-spot-currency")).toBe("AUD");
    expect(root.getAttribute("data-spot-as-of")).toBe(exampleSpotPrices.asOf);
  });

  it("clears everything again", () => {
    const root = panel();
    paintSpot(root, spotView(exampleSpotPrices, "en-AU", GRAMS_PER_UNIT));
    paintSpot(root, null);
    expect(root.textContent?.replace(/\s+/g, " ").trim()).toBe("Delayed Demonstration prices");
    expect(root.querySelector<HTMLElement>('[data-spot-if="demo"]')!.hidden).toBe(true);
    expect(root.querySelector<HTMLElement>('[data-spot-dir="gold"]')!.dataset.dir).toBeUndefined();
    expect(root.hasAttribute("data-spot-currency")).toBe(false);
  });
});
