import { oneOriginSuite } from "@gw/e2e/oneOriginSuite";

oneOriginSuite({ paths: ["/", "/zh/", "/legal/privacy-policy"], preregister: "/zh/" });
