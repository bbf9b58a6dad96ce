import { describeBehindChinaFirewall } from "@gw/e2e/chinaFirewallSuite";

// The tag manager, the pixel and Branch's attribution call, all held by the firewall.
const tracking = [/googletagmanager\.com$/, /facebook\.net$/, /branch\.io$/];

describeBehindChinaFirewall("cny", "cny.goldwattle.com", [
  { path: "/", language: "en", form: "preregistration", heldHosts: tracking },
  { path: "/zh/", language: "zh", form: "preregistration", heldHosts: tracking },
]);
