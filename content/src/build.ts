import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { validateContentData } from "./validateContentData";

/** The documents' root (`docs/`, `legal/`, `glossary/`), for the build's document compiler. */
export const contentDir = fileURLToPath(new URL("..", import.meta.url));

const dataDir = fileURLToPath(new URL("../data", import.meta.url));

/** Checks the data files against their schemas when a build or dev server starts. */
export function contentDataCheck(): Plugin {
  return {
    name: "gw-content-data-check",
    buildStart() {
      validateContentData(dataDir);
    },
  };
}
