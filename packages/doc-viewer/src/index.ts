export { pageIdFromPath, sectionFromPath } from "./documentPath";
export type { CompiledPage, CompiledToc } from "./documentTypes";
export { loadDocument, tocQuery, type DocumentSource } from "./documentQueries";
export { flattenToc } from "./tableOfContents";
export { brandPlaceholderValues, fillPlaceholders } from "./brandPlaceholders";
export { DocumentViewer, DocumentFrame } from "./DocumentViewer";
export { DocumentLoading } from "./DocumentLoading";
