import { describePriceFreshnessThroughApi } from "@gw/e2e/priceFreshnessSuite";

describePriceFreshnessThroughApi("main");
