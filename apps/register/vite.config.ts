import { siteViteConfig } from "@gw/site/vite";
import { goldwattle } from "@gw/brands";

export default siteViteConfig({ port: 4176, brand: goldwattle });
