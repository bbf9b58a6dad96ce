export { PreregistrationForm } from "./preregistration/PreregistrationForm";
export { ContactForm } from "./contact/ContactForm";
export { PriceAlertForm } from "./priceAlert/PriceAlertForm";
export { usePreregistrationSubmit } from "./preregistration/usePreregistrationSubmit";
export { normalizeReferralCode, referralCodeFromPath } from "./registration/referralCode";
export { RegisterCard } from "./registration/RegisterCard";
/** @public The spec asks for this form variant to exist, unshown (see its story and tests). */
export { RegisterForm } from "./registration/RegisterForm";
export { ReferralForm } from "./registration/ReferralForm";
export { useVerifyReferral } from "./registration/useVerifyReferral";
export type { Navigate } from "./registration/useSignUpRedirect";
export type { VerifyReferral } from "./registration/useReferralSignUp";
