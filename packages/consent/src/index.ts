export * from "./consentPreferences";
export { track, recordForTagManager, recordedEvents } from "./analytics/track";
export { countEvent, startCounting } from "./counts/pageCounts";
export { useTrackOnMount } from "./analytics/useTrackOnMount";
export {
  acceptAllConsent,
  getConsentState,
  rejectAllConsent,
  reopenConsent,
  resetConsentStore,
} from "./store/consentStore";
export { useConsent } from "./store/useConsent";
export { loadScriptOnce, resetScriptRequests } from "./gating/loadScriptOnce";
export { startConsentedScripts } from "./gating/startConsentedScripts";
export { whenConsentAllows } from "./gating/whenConsentAllows";
export { DeferredConsentBanner } from "./DeferredConsentBanner";
export { REFERRAL_STORAGE_KEY, readReferralData } from "./attribution/referralStorage";
