export { isValidEmail } from "./isValidEmail";
export {
  PreregistrationForm,
  type PreregistrationFormProps,
} from "./preregistration/PreregistrationForm";
export { loadFormsCatalog } from "./loadCatalog";
