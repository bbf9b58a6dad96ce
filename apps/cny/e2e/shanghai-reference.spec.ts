import { describeShanghaiReference } from "@gw/e2e/shanghaiReferenceSuite";

describeShanghaiReference("/", "en");
describeShanghaiReference("/zh/", "zh");
