import { defineConfig } from "vite";
import { reactPlugins } from "@gw/vite-config";

export default defineConfig({ plugins: reactPlugins() });
