export { pageIdFromPath, versionFolder } from "./documentPath";
