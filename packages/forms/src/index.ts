export { isValidEmail } from "./isValidEmail";
