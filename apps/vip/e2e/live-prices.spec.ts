import { describePriceFreshness } from "@gw/e2e/priceFreshnessSuite";
import { describeHomePriceStrip, describeSpotPrices } from "@gw/e2e/spotPricesSuite";

describeSpotPrices();
describeHomePriceStrip();
describePriceFreshness("vip");
