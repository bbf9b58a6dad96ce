export { renderPage, type RenderedPage } from "./renderPage";
export { serializePrerenderState, PRERENDER_STATE_ID } from "../app/prerenderState";
export { prerenderTargets } from "./prerenderTargets";
export type { PageLink } from "../app/pageLinks";
export { structuredDataScript, type StructuredData } from "./structuredData";
export type { PreviewImage } from "./socialHead";
/** The API's origin this build talks to (connect-src of the content security policy). */
export const apiOrigin = new URL(import.meta.env.VITE_API_URL ?? "http://localhost:8787").origin;
export { APP_START_WAITS_GLOBAL, APP_START_WAIT_CAP_MS } from "../head/appStartWaits";
