import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { captchaModule } from "@gw/forms/build";
import { workspaceRoot } from "@gw/workspace";
import { afterAll, describe, expect, it } from "vitest";
import { clientModules } from "./clientModules.mjs";

// An app's folder inside the workspace (its manifest's keys are relative to it), with one route
// file naming its route as the router's generator writes it.
const root = mkdtempSync(join(workspaceRoot(), "apps", ".client-modules-test-"));
mkdirSync(join(root, "src"));
writeFileSync(
  join(root, "src/ContactRoute.tsx"),
  'export const Route = createFileRoute("/contact-us")({});\n',
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const key = (/** @type {string} */ file) => relative(root, file);
const catalog = "packages/forms/src/locales/zh.po";
const replay = key(join(workspaceRoot(), "packages/site/src/replay/replayEvents.ts"));

/** @type {import("vite").Manifest} */
const manifest = {
  "src/entry-client.tsx": { file: "assets/entry-1.js", isEntry: true, imports: ["_framework.js"] },
  "_framework.js": { file: "assets/framework-2.js" },
  "src/ContactRoute.tsx?tsr-split=component---pendingComponent": {
    file: "assets/ContactRoute-3.js",
    imports: ["src/entry-client.tsx", "_forms.js"],
  },
  "src/ContactRoute.tsx?tsr-split=errorComponent": { file: "assets/ContactError-4.js" },
  "_forms.js": { file: "assets/forms-5.js", imports: ["_framework.js"] },
  [key(join(workspaceRoot(), catalog))]: { file: "assets/zh-6.js" },
  [key(captchaModule)]: {
    file: "assets/pageCaptcha-7.js",
    imports: ["_forms.js"],
    assets: ["assets/solveChallenge.worker-8.js"],
  },
  [replay]: { file: "assets/replayEvents-9.js", imports: ["src/entry-client.tsx"] },
};

describe("clientModules", () => {
  const modules = clientModules(manifest, root);

  it("gives appStart the entry and what it imports", () => {
    expect(modules.appStart).toEqual({
      entry: "/assets/entry-1.js",
      preloads: ["/assets/framework-2.js"],
    });
  });

  it("names a page's route code, catalogs and captcha, and nothing the entry brings", () => {
    expect(
      modules.page({ routeIds: ["__root__", "/contact-us"], sources: [catalog], captcha: true }),
    ).toEqual([
      "/assets/ContactRoute-3.js",
      "/assets/forms-5.js",
      "/assets/zh-6.js",
      "/assets/pageCaptcha-7.js",
    ]);
    expect(modules.page({ routeIds: ["/contact-us"], sources: [], captcha: false })).toEqual([
      "/assets/ContactRoute-3.js",
      "/assets/forms-5.js",
    ]);
  });

  it("names the replay's module and the captcha's worker", () => {
    expect(modules.replay).toEqual(["/assets/replayEvents-9.js"]);
    expect(modules.captchaWorker).toBe("/assets/solveChallenge.worker-8.js");
  });

  it("refuses a source the build does not have", () => {
    expect(() =>
      modules.page({ routeIds: [], sources: ["packages/ui/src/locales/xx.po"], captcha: false }),
    ).toThrow(/not in the client build/);
  });
});
