export { renderPage, type RenderedPage } from "./renderPage";
export { serializePrerenderState, PRERENDER_STATE_ID } from "../app/prerenderState";
export { prerenderTargets } from "./prerenderTargets";
export type { PageLink } from "../app/pageLinks";
