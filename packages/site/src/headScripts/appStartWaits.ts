/**
 * Where a head script that is painting what the page is for (the spot prices) leaves a promise:
 * the app's code starts once they settle, or at most `APP_START_WAIT_CAP_MS` after the first
 * frame, so on a slow phone the figure is not queued behind 100 kB of script on one connection.
 */
export const APP_START_WAITS_GLOBAL = "gwAppWaits";
export const APP_START_WAIT_CAP_MS = 1000;
