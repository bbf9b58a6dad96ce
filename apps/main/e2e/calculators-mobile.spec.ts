import { describeRegularBuyingTypedMonth } from "@gw/e2e/calculatorsTypedMonthSuite";

// The phone width: the mobile project runs `*mobile.spec.ts`.
describeRegularBuyingTypedMonth();
