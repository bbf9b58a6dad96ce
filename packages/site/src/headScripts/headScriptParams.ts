import type { CaptchaStartParams } from "@gw/forms/captcha-start";

/**
 * What each head script is built with (the build bundles every script of this folder with its
 * parameters as the constant `HEAD_SCRIPT_PARAMS`; see bin/bundleHeadScripts.mjs). A script's
 * text is the same on every page of a build, so a content security policy allows it by hash.
 */
export interface HeadScriptParams {
  hostCheck: HostCheckParams;
  languageMove: null;
  eventCapture: EventCaptureParams;
  captchaStart: CaptchaStartParams;
  appStart: AppStartParams;
}

export type HeadScriptName = keyof HeadScriptParams;

export interface HostCheckParams {
  /** Host names the page may be shown on (`*.example.com` for subdomains). */
  patterns: readonly string[];
  /** Where a page opened on any other host goes instead. */
  redirectTo: string;
}

export interface EventCaptureParams {
  /** The modules replaying needs beyond the app's entry, asked for at the first event queued. */
  replayModules: readonly string[];
}

export interface AppStartParams {
  /** The app's entry module. */
  entry: string;
  /** The modules the entry imports, fetched beside it. */
  preloads: readonly string[];
}
