export * from "./consentPreferences";
export { track, recordedEvents, type AnalyticsEvent } from "./analytics/track";
export { useTrackOnMount } from "./analytics/useTrackOnMount";
export {
  acceptAllConsent,
  consentAllows,
  dismissConsentPreferences,
  getConsentState,
  rejectAllConsent,
  reopenConsent,
  resetConsentStore,
  saveConsent,
  subscribeConsent,
  type ConsentState,
  type ConsentView,
} from "./store/consentStore";
export { CONSENT_STORAGE_KEY } from "./store/consentStorage";
export { useConsent } from "./store/useConsent";
export { whenConsentAllows } from "./gating/whenConsentAllows";
export { loadScriptOnce, resetScriptRequests } from "./gating/loadScriptOnce";
export { isTrackingHost, trackingHosts } from "./gating/trackingHosts";
export { startConsentedScripts } from "./gating/startConsentedScripts";
export { DeferredConsentBanner } from "./DeferredConsentBanner";
export { startReferralAttribution } from "./attribution/startReferralAttribution";
export {
  REFERRAL_STORAGE_KEY,
  readReferralData,
  storeReferralData,
} from "./attribution/referralStorage";
export { branchAttribution, BRANCH_OPEN_URL } from "./attribution/branchAttribution";
export type {
  AttributionFailure,
  AttributionService,
  ReferralData,
} from "./attribution/AttributionService";
