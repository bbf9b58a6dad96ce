export { isValidEmail } from "./isValidEmail";
export { loadFormsCatalog } from "./loadCatalog";
export { normalizeReferralCode, referralCodeFromPath } from "./registration/referralCode";
export { RegisterCard } from "./registration/RegisterCard";
export { RegisterForm } from "./registration/RegisterForm";
export { ReferralForm } from "./registration/ReferralForm";
export { useVerifyReferral } from "./registration/useVerifyReferral";
export type { Navigate, SignUpSource } from "./registration/useSignUpRedirect";
export type { ReferralStatus, VerifyReferral } from "./registration/useReferralSignUp";
