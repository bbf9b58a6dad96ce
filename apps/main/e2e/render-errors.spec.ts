import {
  describeAPageThatFailsToLoad,
  describeRenderErrorInAnIsland,
} from "@gw/e2e/renderErrorSuite";

describeRenderErrorInAnIsland();
describeAPageThatFailsToLoad();
