import { expect, it } from "vitest";
import { databaseSchema } from "./migrations";

const migration = { up: async () => {} };

it("gives each module's migrations by name, and refuses a name two modules give", async () => {
  const both = databaseSchema([
    { name: "first", migrations: () => ({ "0001_a": migration }) },
    { name: "second", migrations: () => ({ "0002_b": migration }) },
  ]);
  expect(Object.keys(await both.migrations("sqlite").getMigrations())).toEqual([
    "0001_a",
    "0002_b",
  ]);
  const clash = databaseSchema([
    { name: "first", migrations: () => ({ "0001_a": migration }) },
    { name: "second", migrations: () => ({ "0001_a": migration }) },
  ]);
  expect(() => clash.migrations("postgres")).toThrow(
    "Migration 0001_a is given by first and second",
  );
});
