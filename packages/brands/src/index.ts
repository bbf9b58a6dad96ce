export type { BrandConfig, BrandTheme } from "./BrandConfig";
export { brandById, brands } from "./brands";
