import { describeFirstPartyCounts } from "@gw/e2e/countsSuite";

describeFirstPartyCounts("main", "/cny");
