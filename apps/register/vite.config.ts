import { siteViteConfig } from "@gw/site/vite";
import { brand } from "./src/brand";

export default siteViteConfig({ port: 4176, brand });
