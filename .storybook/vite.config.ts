import { defineConfig } from "vite";
import { reactPlugins } from "../vite.shared";

export default defineConfig({ plugins: reactPlugins() });
