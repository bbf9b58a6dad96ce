import type { ApiGet } from "../pageAnswers/apiGet";
import { referenceQueryKey } from "../priceHooks";
import { referencePriceUrl } from "../reference/referencePriceUrl";
import type { PriceCurrency } from "./priceConstants";
import { spotQueryKey } from "./spotQueryKey";
import { spotPricesUrl } from "./priceUrls";

/** `GET /v1/prices/spot` in one currency, as an island asks it. */
export const spotPricesGet = (currency: PriceCurrency): ApiGet<"spotPrices"> => ({
  path: spotPricesUrl(currency, ""),
  key: spotQueryKey(currency),
  contract: "spotPrices",
});

/** `GET /v1/prices/reference/sge`, as an island asks it. */
export const shanghaiReferenceGet = (): ApiGet<"referencePrice"> => ({
  path: referencePriceUrl(""),
  key: referenceQueryKey,
  contract: "referencePrice",
});
