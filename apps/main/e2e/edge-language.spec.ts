import { describeEdgeLanguage } from "@gw/e2e/edgeLanguageSuite";

describeEdgeLanguage({ path: "/contact-us", english: "Contact Us", chinese: "联系我们" });
