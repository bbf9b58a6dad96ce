import { describe, expect, it } from "vitest";
import { deviceClass } from "./deviceClass";

describe("deviceClass", () => {
  it.each([
    ["a phone (touch, 390 px)", { coarsePointer: true, shortSide: 390 }, "phone"],
    ["a tablet (touch, 820 px)", { coarsePointer: true, shortSide: 820 }, "tablet"],
    ["a small tablet at the edge (600 px)", { coarsePointer: true, shortSide: 600 }, "tablet"],
    ["a desktop (mouse, 1080 px)", { coarsePointer: false, shortSide: 1080 }, "desktop"],
    ["a desktop in a small window", { coarsePointer: false, shortSide: 500 }, "desktop"],
    ["an iPad, whose browser says it is a Mac", { coarsePointer: true, shortSide: 768 }, "tablet"],
  ] as const)("%s", (_case, hints, expected) => {
    expect(deviceClass(hints)).toBe(expected);
  });
});
