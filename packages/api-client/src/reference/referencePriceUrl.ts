import { apiBaseUrl } from "../apiBaseUrl";
import { publicApiPaths } from "../publicCalls";

/** `GET /v1/prices/reference/sge`: the Shanghai Gold Exchange's Au99.99 reference price. */
export function referencePriceUrl(base = apiBaseUrl()): string {
  return `${base}${publicApiPaths.shanghaiReference}`;
}

/** Troy ounces to grams: our prices are per troy ounce, the Shanghai reference per gram. */
export const GRAMS_PER_TROY_OUNCE = 31.1034768;
