import { describeRenderErrorInAnIsland } from "@gw/e2e/renderErrorSuite";

describeRenderErrorInAnIsland();
