import { oneOriginSuite } from "@gw/e2e/oneOriginSuite";

oneOriginSuite({ paths: ["/", "/zh/", "/referral/GOLDFRIEND", "/zh/referral/GOLDFRIEND"] });
