import type { ApiContract, ApiContracts } from "./pageAnswers/apiGet";
import { spotPricesSchema } from "./priceSchemas";
import { readBody, type SuccessSchema } from "./readAnswer";
import { referencePriceSchema } from "./reference/referencePriceSchema";

const schemas: { [C in ApiContract]: SuccessSchema<ApiContracts[C]> } = {
  spotPrices: spotPricesSchema,
  referencePrice: referencePriceSchema,
};

/**
 * An answer's body as its contract has it (an `ApiGet`'s `contract`), checked as the app checks
 * a call's; null when it is not that shape, or is the API's error (nothing fit to show).
 */
export function readContract<C extends ApiContract>(
  contract: C,
  status: number,
  body: unknown,
): ApiContracts[C] | null {
  const result = readBody(status, status >= 200 && status < 300, body, schemas[contract]);
  return result.ok ? result.data : null;
}
