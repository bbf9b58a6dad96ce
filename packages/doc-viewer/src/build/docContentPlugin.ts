import type { Plugin } from "vite";
import { DOC_CONTENT_ROOT } from "../documentPath";
import { compileContent } from "./compileContent";

export interface DocContentOptions {
  /** The repository's `content/` directory. */
  contentDir: string;
  /** Document folders under it, e.g. `docs` and `legal`. */
  folders: readonly string[];
  locales: readonly string[];
}

/**
 * Compiles Markdown and YAML to JSON at build time, so the browser never ships a parser: the
 * client build emits the files into dist, and the dev server answers them from memory.
 */
export function docContentPlugin(options: DocContentOptions): Plugin {
  const compile = () => compileContent(options.contentDir, options.folders, options.locales);
  let ssrBuild = false;
  return {
    name: "gw-doc-content",
    configResolved(config) {
      ssrBuild = Boolean(config.build.ssr);
    },
    buildStart() {
      this.addWatchFile(options.contentDir);
    },
    generateBundle() {
      // The prerenderer reads the client build's copy; the server bundle needs none of its own.
      if (ssrBuild) return;
      for (const [path, source] of compile()) {
        this.emitFile({ type: "asset", fileName: path.replace(/^\//, ""), source });
      }
    },
    configureServer(server) {
      server.middlewares.use(DOC_CONTENT_ROOT, (req, res, next) => {
        const source = compile().get(`${DOC_CONTENT_ROOT}${req.url?.split("?")[0] ?? ""}`);
        if (source === undefined) return next();
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.end(source);
      });
    },
  };
}
