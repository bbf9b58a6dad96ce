import { describeChinaLanding } from "@gw/e2e/chinaLanding";

describeChinaLanding("/cny");
