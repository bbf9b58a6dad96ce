export * from "./consentPreferences";
export { track, recordedEvents } from "./analytics/track";
export { useTrackOnMount } from "./analytics/useTrackOnMount";
export {
  acceptAllConsent,
  consentAllows,
  getConsentState,
  rejectAllConsent,
  reopenConsent,
  resetConsentStore,
} from "./store/consentStore";
export { useConsent } from "./store/useConsent";
export { loadScriptOnce, resetScriptRequests } from "./gating/loadScriptOnce";
export { startConsentedScripts } from "./gating/startConsentedScripts";
export { DeferredConsentBanner } from "./DeferredConsentBanner";
