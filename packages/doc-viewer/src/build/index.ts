// Build-time only (Node): never import this entry from code that runs in the browser.
export { docContentPlugin, type DocContentOptions } from "./docContentPlugin";
export { compileContent } from "./compileContent";
export { compileMarkdown } from "./compileMarkdown";
export { compileToc } from "./compileToc";
export { glossaryMarkdown } from "./glossaryMarkdown";
export {
  catalogTranslations,
  findTermViolations,
  markdownForCheck,
  parseTermbase,
  type Term,
  type TermViolation,
} from "./termbase";
