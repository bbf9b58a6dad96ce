import type { StaticDataRouteOption } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { isEmbedded } from "./embedded";

const state = (staticData: StaticDataRouteOption, search: unknown) => ({
  matches: [
    { staticData: {}, search: {} },
    { staticData, search },
  ],
});

describe("isEmbedded", () => {
  it("is true for an embeddable page asked for with embedded=true", () => {
    expect(isEmbedded(state({ embeddable: true }, { embedded: true }))).toBe(true);
  });

  it("is false without the flag, or on a page that cannot be embedded", () => {
    expect(isEmbedded(state({ embeddable: true }, {}))).toBe(false);
    expect(isEmbedded(state({}, { embedded: true }))).toBe(false);
    expect(isEmbedded({ matches: [] })).toBe(false);
  });
});
