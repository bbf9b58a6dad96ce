import { company } from "@gw/content/company";
import { describe, expect, it } from "vitest";
import { brandById, brands } from "./brands";

describe("brands", () => {
  it("names each brand by its own key, so a stored id finds the brand that stored it", () => {
    for (const [key, brand] of Object.entries(brands)) expect(brand.id).toBe(key);
    expect(brandById("vip")).toBe(brands.vip);
    expect(brandById("main")).toBe(brands.main);
  });

  it("speaks as the main brand for an id it no longer knows", () => {
    expect(brandById("retired")).toBe(brands.main);
    expect(brandById("toString")).toBe(brands.main);
  });

  it("states the company's facts from @gw/content in every brand", () => {
    for (const { company: name, abn, address, mapsUrl, trust } of Object.values(brands))
      expect({ company: name, abn, address, mapsUrl, trust }).toEqual(company);
  });

  it("gives each brand its own support address and production domain", () => {
    expect(brands.main.email).not.toBe(brands.vip.email);
    expect(brands.main.domains.site).not.toBe(brands.vip.domains.site);
  });
});
