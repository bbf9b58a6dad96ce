import { useSyncExternalStore } from "react";
import { rejectedConsent } from "../consentPreferences";
import {
  acceptAllConsent,
  dismissConsentPreferences,
  getConsentState,
  rejectAllConsent,
  reopenConsent,
  saveConsent,
  subscribeConsent,
  type ConsentState,
} from "./consentStore";

// While prerendering and hydrating nothing is known about the visitor's choice: the page must
// render exactly what the prerenderer did, then update once hydrated.
const unknownState: ConsentState = { preferences: null, view: "hidden" };
const unknown = () => unknownState;

const actions = {
  acceptAll: acceptAllConsent,
  rejectAll: rejectAllConsent,
  save: saveConsent,
  reopen: reopenConsent,
  dismissPreferences: dismissConsentPreferences,
};

/** The visitor's cookie choice and what to do with it, for components. */
export function useConsent() {
  const state = useSyncExternalStore(subscribeConsent, getConsentState, unknown);
  return {
    /** False while prerendering and hydrating, when the stored choice is not read yet. */
    known: state !== unknownState,
    /** The banner (or its preferences) is on screen. */
    shown: state.view !== "hidden",
    view: state.view,
    hasConsented: state.preferences !== null,
    /** The choice, or everything optional refused while none is made. */
    preferences: state.preferences ?? rejectedConsent,
    ...actions,
  };
}
