import { describeBehindChinaFirewall } from "@gw/e2e/chinaFirewallSuite";

// The tag manager, the pixel and Branch's attribution call, all held by the firewall; the live
// pricing page's TradingView chart too.
const tracking = [/googletagmanager\.com$/, /facebook\.net$/, /branch\.io$/];
const withChart = [...tracking, /tradingview\.com$/];

describeBehindChinaFirewall("main", "goldwattle.com", [
  { path: "/zh/contact-us", language: "zh", form: "contact", heldHosts: tracking },
  { path: "/zh/live-pricing", language: "zh", form: "priceAlert", heldHosts: withChart },
  { path: "/contact-us", language: "en", form: "contact", heldHosts: tracking },
  { path: "/live-pricing", language: "en", form: "priceAlert", heldHosts: withChart },
]);
