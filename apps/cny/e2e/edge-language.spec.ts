import { describeEdgeLanguage } from "@gw/e2e/edgeLanguageSuite";

// The China landing host is where a Chinese reader most often opens an English address.
describeEdgeLanguage({
  path: "/",
  english: "Send gold to China, with no exchange-rate markup.",
  chinese: "向中国转让黄金，没有汇率加价。",
});
