// Build-time only (Node): never import this entry from code that runs in the browser.
export { docContentPlugin, type DocContentOptions } from "./docContentPlugin";
export { compileContent } from "./compileContent";
export { compileMarkdown } from "./compileMarkdown";
export { compileToc } from "./compileToc";
