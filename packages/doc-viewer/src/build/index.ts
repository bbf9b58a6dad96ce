// Build-time only (Node): never import this entry from code that runs in the browser.
export { docContentPlugin } from "./docContentPlugin";
export { compileContent } from "./compileContent";
