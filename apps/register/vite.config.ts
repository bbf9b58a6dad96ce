import { siteViteConfig } from "@gw/site/vite";
import { brand } from "./src/brand";

export default siteViteConfig({ app: "register", brand });
