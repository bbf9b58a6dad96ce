import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/** Where a run that sees a changed story leaves its expected, actual and diff images. */
export const visualResults = fileURLToPath(new URL("../test-results/visual", import.meta.url));

/** Vitest's global setup: a run starts with no images left from the last one. */
export default async function clearVisualResults() {
  await rm(visualResults, { recursive: true, force: true });
}
