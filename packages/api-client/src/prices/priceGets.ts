import type { ApiGet } from "../pageAnswers/apiGet";
import { referencePriceUrl } from "../reference/referencePriceUrl";
import type { PriceCurrency } from "./priceConstants";
import { priceQueryKeys } from "./priceQueryKeys";
import { spotPricesUrl } from "./priceUrls";

/** `GET /v1/prices/spot` in one currency, as an island asks it. */
export const spotPricesGet = (currency: PriceCurrency): ApiGet<"spotPrices"> => ({
  path: spotPricesUrl(currency, ""),
  key: priceQueryKeys.spot(currency),
  contract: "spotPrices",
});

/** `GET /v1/prices/reference/sge`, as an island asks it. */
export const shanghaiReferenceGet = (): ApiGet<"referencePrice"> => ({
  path: referencePriceUrl(""),
  key: priceQueryKeys.reference,
  contract: "referencePrice",
});
