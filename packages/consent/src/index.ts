export * from "./consentPreferences";
export { track, recordedEvents, type AnalyticsEvent } from "./analytics/track";
export { useTrackOnMount } from "./analytics/useTrackOnMount";
