import { describe, expect, it } from "vitest";
import { sortAgainstHeld } from "./againstHeld";

describe("sortAgainstHeld", () => {
  it("adds what is not held, corrects what is held with another figure, leaves the rest", () => {
    const rows = [
      { day: "a", figure: 1 },
      { day: "b", figure: 2 },
      { day: "c", figure: 3 },
    ];
    const held = new Map([
      ["b", 2],
      ["c", 4],
    ]);
    expect(
      sortAgainstHeld(
        rows,
        held,
        (row) => row.day,
        (row) => row.figure,
      ),
    ).toEqual({ added: [rows[0]], corrected: [rows[2]], unchanged: 1 });
  });
});
