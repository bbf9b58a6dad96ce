import { describeBeforeHydration } from "../../../e2e/prehydrationSuite";

describeBeforeHydration({ preregistration: "/", language: "/" });
