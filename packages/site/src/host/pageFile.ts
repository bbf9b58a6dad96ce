import type { Context } from "hono";
import type { HostEnv, HostRuntime } from "./hostEnv";

/**
 * The page's file, from its folder (`page.folder`): read whole and plain where the host changes
 * it (`edits`), else as the visitor asks for it (encoding, range, conditions).
 */
export function pageFile(files: HostRuntime["files"]) {
  return async (c: Context<HostEnv>) => {
    const plain = c.var.edits.length > 0;
    const file = await files(c.var.page.folder, plain ? new Request(c.req.url) : c.req.raw);
    return new Response(file.body, { status: file.status, headers: new Headers(file.headers) });
  };
}
