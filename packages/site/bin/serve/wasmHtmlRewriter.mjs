// Cloudflare's HTMLRewriter API on Node, over its own WebAssembly build (lol-html): the host
// rewrites pages with the same element handlers at the edge and here.
import { HTMLRewriter as StreamRewriter } from "html-rewriter-wasm";

/** @typedef {import("../../src/host/hostEnv.ts").HtmlRewriter} HtmlRewriter */

/** @implements {HtmlRewriter} */
export class WasmHTMLRewriter {
  /** @type {[string, import("html-rewriter-wasm").ElementHandlers][]} */
  #handlers = [];

  /** @param {string} selector @param {import("html-rewriter-wasm").ElementHandlers} handlers */
  on(selector, handlers) {
    this.#handlers.push([selector, handlers]);
    return this;
  }

  /** The response, its body rewritten as it streams. @param {Response} response */
  transform(response) {
    const { readable, writable } = new TransformStream();
    const writer = writable.getWriter();
    // The chunks are views of the rewriter's memory: copied before it moves on.
    const rewriter = new StreamRewriter((chunk) => void writer.write(chunk.slice()));
    for (const [selector, handlers] of this.#handlers) rewriter.on(selector, handlers);
    const run = async () => {
      try {
        const reader = response.body?.getReader();
        for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
          await rewriter.write(read.value);
        }
        await rewriter.end();
        await writer.close();
      } catch (error) {
        await writer.abort(error);
      } finally {
        rewriter.free();
      }
    };
    void run();
    return new Response(readable, response);
  }
}
