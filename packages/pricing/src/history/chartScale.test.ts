import { describe, expect, it } from "vitest";
import { linearScale, niceTicks, pointAfterKey, spreadIndexes } from "./chartScale";

describe("niceTicks", () => {
  it("spans the values with round steps", () => {
    expect(niceTicks(4812.3, 5234.7)).toEqual([4900, 5000, 5100, 5200]);
    expect(niceTicks(52.4, 61.9)).toEqual([54, 56, 58, 60]);
    expect(niceTicks(0.1, 0.9)).toEqual([0.2, 0.4, 0.6, 0.8]);
    expect(niceTicks(421.82, 5234.7)).toEqual([1000, 2000, 3000, 4000, 5000]);
  });

  it("has one tick for a flat series", () => {
    expect(niceTicks(100, 100)).toEqual([100]);
  });
});

describe("linearScale", () => {
  it("maps a domain onto a range, upside down for the y axis", () => {
    const y = linearScale([100, 200], [400, 0]);
    expect(y(100)).toBe(400);
    expect(y(150)).toBe(200);
    expect(y(200)).toBe(0);
  });
});

describe("spreadIndexes", () => {
  it("labels the first and last point and evenly between", () => {
    expect(spreadIndexes(21, 5)).toEqual([0, 5, 10, 15, 20]);
    expect(spreadIndexes(3, 5)).toEqual([0, 1, 2]);
    expect(spreadIndexes(0, 5)).toEqual([]);
  });
});

describe("pointAfterKey", () => {
  it("moves one point with the arrows, a tenth with the page keys, to the ends with Home and End", () => {
    expect(pointAfterKey("ArrowLeft", 5, 100)).toBe(4);
    expect(pointAfterKey("ArrowRight", 5, 100)).toBe(6);
    expect(pointAfterKey("PageUp", 5, 100)).toBe(15);
    expect(pointAfterKey("PageDown", 5, 100)).toBe(0);
    expect(pointAfterKey("Home", 50, 100)).toBe(0);
    expect(pointAfterKey("End", 5, 100)).toBe(99);
    expect(pointAfterKey("ArrowRight", 99, 100)).toBe(99);
    expect(pointAfterKey("Tab", 5, 100)).toBeNull();
  });
});
