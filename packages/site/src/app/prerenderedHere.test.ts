import { describe, expect, it } from "vitest";
import { prerenderedHere } from "./prerenderedHere";

const at = (pathname: string, search = "") => ({ pathname, search });

describe("prerenderedHere", () => {
  it("hydrates a page at its own address, with or without the trailing slash", () => {
    expect(prerenderedHere("/", at("/"))).toBe(true);
    expect(prerenderedHere("/zh/", at("/zh/"))).toBe(true);
    expect(prerenderedHere("/zh/", at("/zh"))).toBe(true);
    expect(prerenderedHere("/docs/fees", at("/docs/fees/"))).toBe(true);
    expect(prerenderedHere("/zh/live-pricing", at("/zh/live-pricing"))).toBe(true);
  });

  it("replaces a page served for another address", () => {
    expect(prerenderedHere("/docs/fees", at("/docs/fees/section/storage"))).toBe(false);
    expect(prerenderedHere("/docs/fees", at("/docs/fees", "?embedded=true"))).toBe(false);
    expect(prerenderedHere("/", at("/anything/else"))).toBe(false);
    expect(prerenderedHere("/zh/", at("/zh/anything"))).toBe(false);
  });
});
