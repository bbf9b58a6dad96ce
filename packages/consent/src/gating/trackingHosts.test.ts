import { describe, expect, it } from "vitest";
import { isTrackingHost, trackingHosts } from "./trackingHosts";

const domains = {
  site: "brand.example",
  app: "app.brand.example",
  register: "join.brand.example",
  shortLink: "brnd.link",
  china: "cny.brand.example",
};

describe("tracking hosts", () => {
  it("defaults to the brand's production hosts, never the app or a local host", () => {
    const hosts = trackingHosts(domains, undefined);
    for (const host of [
      "brand.example",
      "www.brand.example",
      "join.brand.example",
      "brnd.link",
      "cny.brand.example",
    ])
      expect(isTrackingHost(host, hosts)).toBe(true);
    for (const host of ["localhost", "127.0.0.1", "app.brand.example", "brand.example.evil.test"])
      expect(isTrackingHost(host, hosts)).toBe(false);
  });

  it("takes a comma-separated list instead when one is configured", () => {
    const hosts = trackingHosts(domains, " staging.brand.example, Preview.Brand.Example ,");
    expect(hosts).toEqual(["staging.brand.example", "preview.brand.example"]);
    expect(isTrackingHost("PREVIEW.brand.example", hosts)).toBe(true);
    expect(isTrackingHost("brand.example", hosts)).toBe(false);
  });

  it("falls back to the brand's hosts when the list is empty", () => {
    expect(trackingHosts(domains, " , ")).toContain("brand.example");
  });
});
