import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const apiRoot = fileURLToPath(new URL("../../../", import.meta.url));
const dashboardFile = new URL(
  "../../../../../deploy/grafana/counts-dashboard.json",
  import.meta.url,
);

/**
 * Type-checks a dashboard's JSON as Grafana's own types describe it (`@grafana/schema`): the JSON
 * as an object literal that `satisfies Dashboard`, so every variable type, enum and field is held
 * to the schema. TypeScript 7 has no compiler API in JavaScript, so its `tsc` checks a scratch
 * file under the API's node_modules, where `@grafana/schema` resolves.
 */
function schemaProblems(json: string): string {
  const cache = join(apiRoot, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  const scratch = mkdtempSync(join(cache, "dashboard-"));
  try {
    writeFileSync(
      join(scratch, "dashboard.ts"),
      `import type { Dashboard } from "@grafana/schema";\nexport const dashboard = ${json.trim()} satisfies Dashboard;\n`,
    );
    writeFileSync(
      join(scratch, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          module: "ESNext",
          moduleResolution: "Bundler",
          target: "ES2022",
          types: [],
        },
        files: ["dashboard.ts"],
      }),
    );
    try {
      execFileSync(join(apiRoot, "node_modules", ".bin", "tsc"), ["-p", scratch], {
        encoding: "utf8",
      });
      return "";
    } catch (error) {
      return String((error as { stdout?: string }).stdout || error);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const json = readFileSync(dashboardFile, "utf8");

it("the counts dashboard is a dashboard as @grafana/schema's types describe it", () => {
  expect(schemaProblems(json)).toBe("");
});

it("the check finds a field the schema does not allow", () => {
  expect(schemaProblems(json.replace('"type": "custom"', '"type": "customs"'))).toContain(
    "not assignable to type 'VariableType'",
  );
});
