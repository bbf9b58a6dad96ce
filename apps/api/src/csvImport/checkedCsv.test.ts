import { describe, expect, it } from "vitest";
import { dateProblems, isPositiveNumber, readCheckedCsv, sourceProblems } from "./checkedCsv";

/** A file of `day,figure` lines, each read as one row. */
const read = (text: string) =>
  readCheckedCsv(text, {
    columns: ["day", "figure"],
    holds: "figures",
    disagree: "another figure",
    readLine: ({ day = "", figure = "" }) =>
      isPositiveNumber(figure)
        ? { key: day, given: figure, named: `day ${day}`, rows: [{ day, figure: Number(figure) }] }
        : { problems: [`figure "${figure}" is not a positive number`] },
  });

describe("readCheckedCsv", () => {
  it("keeps a day given twice with the same figure once, and refuses one given with another", () => {
    expect(read("day,figure,note\n1,2.5,x\n1,2.5,y\n2,3,z\n")).toEqual({
      ok: true,
      rows: [
        { day: "1", figure: 2.5 },
        { day: "2", figure: 3 },
      ],
    });
    expect(read("day,figure\n1,2.5\n1,2.6\n")).toEqual({
      ok: false,
      problems: ["line 3: day 1 is also on an earlier line with another figure"],
    });
  });

  it("names the file's missing columns, an empty file and an unreadable one", () => {
    expect(read("day\n1\n")).toEqual({
      ok: false,
      problems: ["the header lacks figure (it needs day,figure)"],
    });
    expect(read("day,figure\n")).toEqual({
      ok: false,
      problems: ["no figures: the file has no lines after its header"],
    });
    expect(read('day,figure\n"1,2\n')).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^not readable as CSV: /)],
    });
  });

  it("lists the first 20 problems with their lines, then counts the rest", () => {
    const lines = Array.from({ length: 25 }, (_, index) => `${index},-1`);
    const answer = read(`day,figure\n${lines.join("\n")}\n`);
    expect(answer.ok).toBe(false);
    const problems = answer.ok ? [] : answer.problems;
    expect(problems).toHaveLength(21);
    expect(problems[0]).toBe('line 2: figure "-1" is not a positive number');
    expect(problems.at(-1)).toBe("and 5 more lines");
  });
});

describe("a line's own checks", () => {
  it("takes only positive decimals, real past days and source names", () => {
    expect(["1", "2650.5"].every(isPositiveNumber)).toBe(true);
    expect(["0", "-1", "1e3", "1,5", ""].some(isPositiveNumber)).toBe(false);
    expect(dateProblems("2026-11-27", "2026-11-27")).toEqual([]);
    expect(dateProblems("2026-11-28", "2026-11-27")).toEqual(["date 2026-11-28 is in the future"]);
    expect(dateProblems("2026-13-01", "2026-11-27")).toEqual([
      'date "2026-13-01" is not a date (YYYY-MM-DD)',
    ]);
    expect(sourceProblems("perthmint/aud")).toEqual([]);
    expect(sourceProblems("lbma pm")).toHaveLength(1);
  });
});
