import { describeCalculators } from "@gw/e2e/calculatorsSuite";
import { describeRegularBuyingTypedMonth } from "@gw/e2e/calculatorsTypedMonthSuite";

describeCalculators();
describeRegularBuyingTypedMonth();
