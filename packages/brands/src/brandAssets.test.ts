import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { brandAssetsDir } from "./brandAssets";
import { goldwattle, goldwattlePrivate } from "./index";

it.each([goldwattle, goldwattlePrivate])(
  "has the $name logo and favicon the pages name",
  (brand) => {
    expect(existsSync(join(brandAssetsDir(brand.id), brand.logo.src))).toBe(true);
    expect(existsSync(join(brandAssetsDir(brand.id), "favicon.svg"))).toBe(true);
  },
);
