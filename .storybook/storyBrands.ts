import { brands as siteBrands } from "@gw/brands";
import type { BrandConfig } from "@gw/ui";

/** A brand whose logo comes from Storybook's own folder (main.ts `staticDirs`), wherever it is hosted. */
const inStorybook = (brand: BrandConfig): BrandConfig => ({
  ...brand,
  logo: { ...brand.logo, src: `brands/${brand.id}/logo.svg` },
});

/** Each brand as stories and docs pages show it. */
export const storyBrands = { main: inStorybook(siteBrands.main), vip: inStorybook(siteBrands.vip) };
