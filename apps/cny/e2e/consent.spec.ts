import { consentBannerSuite } from "../../../e2e/consentBanner";

consentBannerSuite();
