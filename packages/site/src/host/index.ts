// The host, for the build to bundle (bin/build.mjs writes each app's `dist/_worker.js` from it).
export { pagesWorker } from "./pagesWorker";
export { createSiteHost, type HostBindings, type HostRuntime, type HtmlRewriter } from "./siteHost";
export type { HostManifest } from "./hostManifest";
export type { HeaderRule } from "./headerRules";
