export { apiBaseUrl } from "./apiBaseUrl";
