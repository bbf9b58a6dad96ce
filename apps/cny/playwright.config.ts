import { sitePlaywrightConfig } from "../../e2e/playwright.shared";

export default sitePlaywrightConfig("cny");
