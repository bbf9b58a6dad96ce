import { siteViteConfig } from "@gw/site/vite";
import { brands } from "@gw/brands";

export default siteViteConfig({ app: "register", brand: brands.main });
