export { isValidEmail } from "./isValidEmail";
export {
  PreregistrationForm,
  type PreregistrationFormProps,
} from "./preregistration/PreregistrationForm";
export { ContactForm, type ContactFormProps } from "./contact/ContactForm";
export { contactSources } from "./contact/contactSources";
export {
  validateContactForm,
  contactFormErrorMessages,
  type ContactFormErrorKey,
  type ContactFormErrors,
} from "./contact/validateContactForm";
export type { CaptchaProvider } from "./captcha/CaptchaProvider";
export { CaptchaConsentError } from "./captcha/captchaConsent";
export { developmentCaptchaProvider } from "./captcha/developmentCaptchaProvider";
export { recaptchaProvider } from "./captcha/recaptchaProvider";
export { defaultCaptchaProvider } from "./captcha/defaultCaptchaProvider";
export { REFERRAL_STORAGE_KEY, storedReferralPayload } from "./referral/storedReferralPayload";
export {
  usePreregistrationSubmit,
  preregistrationFields,
  type PreregistrationSubmitOptions,
} from "./preregistration/usePreregistrationSubmit";
export { normalizeReferralCode, referralCodeFromPath } from "./registration/referralCode";
export { RegisterCard } from "./registration/RegisterCard";
export { RegisterForm } from "./registration/RegisterForm";
export { ReferralForm } from "./registration/ReferralForm";
export { useVerifyReferral } from "./registration/useVerifyReferral";
export type { Navigate, SignUpSource } from "./registration/useSignUpRedirect";
export type { ReferralStatus, VerifyReferral } from "./registration/useReferralSignUp";
