/** The part of Cloudflare's `HTMLRewriter` the host uses (Node gets one with the same API). */
export interface HtmlRewriter {
  on(
    selector: string,
    handlers: {
      element(element: {
        getAttribute(name: string): string | null;
        replace(content: string, options: { html: boolean }): unknown;
        after(content: string, options: { html: boolean }): unknown;
        append(content: string, options: { html: boolean }): unknown;
      }): void;
    },
  ): HtmlRewriter;
  transform(response: Response): Response;
}

/** The content codings the host may compress a page it wrote with. */
export type PageEncoding = "br" | "gzip";

/** What the host runs on: the one thing that differs between the edge and Node. */
export interface HostRuntime {
  /**
   * The build's file at a path (a page's by its folder, `/live-pricing/`), answered as the
   * request asks (encoding, range, conditions); 404 when there is none.
   */
  files(path: string, request: Request): Promise<Response>;
  HTMLRewriter: new () => HtmlRewriter;
  /** How the host reaches the API. */
  fetch: typeof fetch;
  /** The API to ask for prices and forward `/api` to, where not the build's (a stand-in in a test). */
  apiUrl?: string;
  /** Sent with each forwarded call so the API believes the visitor's address (`API_PROXY_TOKEN`). */
  proxyToken?: string;
  /**
   * Compresses a page the host wrote, where the runtime does not (Node; at the edge the CDN
   * compresses what the worker answers).
   */
  compress?: (html: Uint8Array, encoding: PageEncoding) => Promise<Uint8Array<ArrayBuffer>>;
  now?: () => number;
}

/** What each request comes with from the runtime, beside the request itself. */
export interface HostBindings {
  /** The visitor's address as the runtime saw it (the socket on Node, the edge's own header). */
  clientAddress?: string;
}

/** A change the host makes to a page as it streams (`pageEdits`), given the page's rewriter. */
type PageEdit = (rewriter: HtmlRewriter) => Promise<void> | void;

/** The host's Hono environment: what its middleware tell each other about a request. */
export interface HostEnv {
  Bindings: HostBindings | undefined;
  Variables: {
    /** The address answered: a page address in the visitor's language (`/zh/docs`). */
    path: string;
    /** The page answering it (its key in the manifest), the folder of its file, and whether
     * it is kept out of search results (a language's home answering an unknown address). */
    page: { key: string; folder: string; noindex: boolean };
    /** The changes to make to the page's HTML, in one pass (`pageEdits`). */
    edits: PageEdit[];
  };
}
