import type { SiteApp } from "../app/SiteApp";
import type * as thisModule from "./index";
export { renderPage, type RenderedPage } from "./renderPage";
export { serializePrerenderState, PRERENDER_STATE_ID } from "../app/prerenderState";
export { prerenderTargets } from "./prerenderTargets";
export type { PageLink } from "../app/pageLinks";
export { structuredDataScript, type StructuredData } from "./structuredData";
export type { PreviewImage } from "./socialHead";
/** The API's origin this build talks to (connect-src of the content security policy). */
export const apiOrigin = new URL(import.meta.env.VITE_API_URL ?? "http://localhost:8787").origin;
/** The languages prerendered under an address prefix (`zh` for `/zh/...`), for the edges. */
export { prefixedLocales } from "./prerenderTargets";
export type { SiteApp };

/** What an app's server entry (`src/entry-server.tsx`) gives gw-build: all of the above and its app. */
export type AppServerEntry = typeof thisModule & { app: SiteApp };
