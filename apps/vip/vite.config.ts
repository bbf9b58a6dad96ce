import { siteViteConfig } from "@gw/site/vite";
import { goldwattlePrivate } from "@gw/brands";

export default siteViteConfig({ port: 4174, brand: goldwattlePrivate });
