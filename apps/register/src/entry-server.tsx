export { app } from "./app";
export { renderPage, serializePrerenderState, PRERENDER_STATE_ID } from "@gw/site/server";
