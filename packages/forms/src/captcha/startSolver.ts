/**
 * The captcha's solver (solveChallenge.worker), started afresh: the build names its script, and
 * the head script that starts the captcha with the page is given that name (startedCaptcha).
 */
export const startSolver = () =>
  new Worker(new URL("./solveChallenge.worker.ts", import.meta.url), { type: "module" });
