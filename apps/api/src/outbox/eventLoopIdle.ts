import { performance } from "node:perf_hooks";

export interface EventLoopIdleOptions {
  /** Busier than this share of a sample counts as busy. */
  busyAbove?: number;
  sampleMs?: number;
  /** Never waits longer, so mail still goes out under a load that does not let up. */
  maxWaitMs?: number;
}

/**
 * Resolves once this process's event loop was mostly idle for a moment, or after `maxWaitMs`:
 * the sender renders e-mail in the API's own process, and requests being answered come first
 * (a burst is answered, then its e-mails follow).
 */
export async function eventLoopIdle({
  busyAbove = 0.5,
  sampleMs = 20,
  maxWaitMs = 2000,
}: EventLoopIdleOptions = {}): Promise<void> {
  const giveUpAt = performance.now() + maxWaitMs;
  while (performance.now() < giveUpAt) {
    const start = performance.eventLoopUtilization();
    await new Promise((resolve) => setTimeout(resolve, sampleMs));
    if (performance.eventLoopUtilization(start).utilization <= busyAbove) return;
  }
}
