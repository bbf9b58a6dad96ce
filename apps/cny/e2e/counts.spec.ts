import { describeFirstPartyCounts } from "@gw/e2e/countsSuite";

// As from mainland China: the fixture aborts every request off this machine, and each test
// checks that the page asked no origin but its own.
describeFirstPartyCounts("cny", "/");
