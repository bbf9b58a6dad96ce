export * from "./consentPreferences";
