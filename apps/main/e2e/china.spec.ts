import { describeChinaLanding } from "../../../e2e/chinaLanding";

describeChinaLanding("/cny");
