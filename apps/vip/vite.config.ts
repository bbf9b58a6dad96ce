import { siteViteConfig } from "@gw/site/vite";
import { goldwattlePrivate } from "@gw/brands";

export default siteViteConfig({ app: "vip", brand: goldwattlePrivate });
