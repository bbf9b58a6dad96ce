import { describeCalculators } from "@gw/e2e/calculatorsSuite";

describeCalculators();
