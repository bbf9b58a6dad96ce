import {
  describeShanghaiReference,
  describeShanghaiReferenceByCurrency,
} from "@gw/e2e/shanghaiReferenceSuite";

describeShanghaiReference("/zh/live-pricing", "zh");
describeShanghaiReference("/live-pricing", "en", { chooseCny: true });
describeShanghaiReferenceByCurrency("/live-pricing");
