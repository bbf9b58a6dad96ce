import { consentBannerSuite } from "@gw/e2e/consentBanner";

consentBannerSuite();
