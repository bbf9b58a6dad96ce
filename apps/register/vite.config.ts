import { siteViteConfig } from "@gw/site/vite";
import { goldwattle } from "@gw/brands";

export default siteViteConfig({ app: "register", brand: goldwattle });
