import { describeBeforeHydration } from "@gw/e2e/prehydrationSuite";

describeBeforeHydration({ preregistration: "/", language: "/", holdDuration: ["/", "/zh/"] });
