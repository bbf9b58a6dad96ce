import { siteViteConfig } from "@gw/site/vite";
import { brands } from "@gw/brands";

export default siteViteConfig({ app: "main", brand: brands.main });
