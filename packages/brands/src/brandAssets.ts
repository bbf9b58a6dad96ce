import { fileURLToPath } from "node:url";

/**
 * The folder of a brand's files served at the site root (`/logo.svg`, `/favicon.svg`), named by
 * the brand's id: each app's build serves its brand's folder as its public directory.
 */
export function brandAssetsDir(brandId: string): string {
  return fileURLToPath(new URL(`../assets/${brandId}`, import.meta.url));
}
