import { sitePlaywrightConfig } from "@gw/e2e/playwrightConfig";

export default sitePlaywrightConfig("register");
