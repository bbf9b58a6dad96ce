// The host, for the build to bundle (bin/build.mjs writes each app's `dist/_worker.js` from it).
export { pagesWorker } from "./pagesWorker";
export { createSiteHost } from "./siteHost";
export type { HostBindings, HostRuntime, HtmlRewriter } from "./hostEnv";
export type { HostManifest } from "./hostManifest";
export type { HeaderRule } from "./headerRules";
