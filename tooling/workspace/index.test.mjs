import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { basePorts, localOrigin, portOf, workspaceRoot } from "./index.mjs";

describe("the ports table", () => {
  it("moves every port by GW_PORT_OFFSET, and ignores a nonsense offset", () => {
    expect(portOf("main", {})).toBe(4173);
    expect(portOf("api", { GW_PORT_OFFSET: "100" })).toBe(8887);
    expect(localOrigin("register", { GW_PORT_OFFSET: "-5" })).toBe("http://localhost:4176");
  });

  it("is the table the README shows", () => {
    const readme = readFileSync(join(workspaceRoot(), "README.md"), "utf8");
    const shown = [...readme.matchAll(/\|[^|\n]*\| (?:http|smtp):\/\/localhost:(\d+) \|/g)].map(
      ([, port]) => Number(port),
    );
    expect(shown.sort()).toEqual(Object.values(basePorts).sort());
  });
});

it("finds the workspace root from anywhere inside it", () => {
  const root = workspaceRoot();
  expect(workspaceRoot(join(root, "packages", "ui", "src"))).toBe(root);
});
