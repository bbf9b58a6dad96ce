import { siteViteConfig } from "@gw/site/vite";
import { goldwattle } from "@gw/brands";

export default siteViteConfig({ port: 4175, brand: goldwattle });
