import { describeHomePriceStrip, describeSpotPrices } from "@gw/e2e/spotPricesSuite";

describeSpotPrices();
describeHomePriceStrip();
