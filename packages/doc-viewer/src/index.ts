export {
  pageIdFromPath,
  sectionFromPath,
  sectionPath,
  versionFolder,
  pageFileName,
} from "./documentPath";
export type { CompiledPage, CompiledToc, TocCategory, TocPage } from "./documentTypes";
export { loadDocument, pageQuery, tocQuery, type DocumentSource } from "./documentQueries";
export { rewriteDocLink, type DocLinkTarget } from "./rewriteDocLink";
export { flattenToc, pageNeighbours, type PageNeighbours } from "./tableOfContents";
export { brandPlaceholderValues, fillPlaceholders } from "./brandPlaceholders";
export { DocumentViewer, DocumentFrame, type DocumentViewerProps } from "./DocumentViewer";
export { DocumentLoading } from "./DocumentLoading";
export { loadDocViewerCatalog } from "./loadCatalog";
