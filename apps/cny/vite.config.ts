import { siteViteConfig } from "@gw/site/vite";
import { brands } from "@gw/brands";

export default siteViteConfig({ app: "cny", brand: brands.main });
