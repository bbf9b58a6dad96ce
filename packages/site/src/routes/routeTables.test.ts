// @vitest-environment node
import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { VirtualRootRoute, VirtualRouteNode } from "@tanstack/virtual-file-routes";
import { describe, expect, it } from "vitest";
import { routeTables } from "./routeTables";

const src = fileURLToPath(new URL("..", import.meta.url));

function filesOf(node: VirtualRootRoute | VirtualRouteNode): string[] {
  const own = "file" in node && node.file ? [node.file] : [];
  const children = "children" in node ? (node.children ?? []) : [];
  return [...own, ...children.flatMap(filesOf)];
}

const tabled = new Set(Object.values(routeTables).flatMap(filesOf));

describe("the route tables", () => {
  it.each(Object.entries(routeTables))("name only files that exist (%s)", (_, table) => {
    for (const file of filesOf(table)) expect(existsSync(`${src}/${file}`), file).toBe(true);
  });

  // A page's route file that no table names is a page no host serves (a forgotten table line).
  it("name every page's route file", () => {
    const routeFiles = readdirSync(`${src}/pages`, { recursive: true })
      .map(String)
      .filter((file) => /Route\.tsx$/.test(file))
      .map((file) => `pages/${file.replaceAll("\\", "/")}`);
    expect(routeFiles.length).toBeGreaterThan(0);
    for (const file of routeFiles) expect(tabled.has(file), file).toBe(true);
  });
});
