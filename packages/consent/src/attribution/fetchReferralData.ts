import {
  isAttributionFailure,
  type AttributionFailure,
  type AttributionService,
  type ReferralData,
} from "./AttributionService";

/** Spec section 9: the SDK's timeout, its retries on a server error and the pause between them. */
const ATTRIBUTION_TIMEOUT_MS = 5000;
const ATTRIBUTION_RETRIES = 2;
const ATTRIBUTION_RETRY_DELAY_MS = 200;

const TIMED_OUT: AttributionFailure = { status: 504, message: "Request timed out" };

export type ReferralDataResult =
  { ok: true; data: ReferralData } | { ok: false; error: AttributionFailure };

/**
 * Asks the service for a click's data: each try gives up after 5000 ms (answered as 504 'Request
 * timed out'); a 5xx answer, the timeout included, is tried again up to twice, 200 ms later. A
 * 4xx or a network failure is final. Never rejects.
 */
export async function fetchReferralData(
  service: AttributionService,
  clickId: string,
): Promise<ReferralDataResult> {
  let error: AttributionFailure = TIMED_OUT;
  for (let attempt = 0; attempt <= ATTRIBUTION_RETRIES; attempt += 1) {
    if (attempt > 0) await delay(ATTRIBUTION_RETRY_DELAY_MS);
    const result = await oneTry(service, clickId);
    if (result.ok) return result;
    error = result.error;
    if (error.status < 500) break;
  }
  return { ok: false, error };
}

async function oneTry(service: AttributionService, clickId: string): Promise<ReferralDataResult> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<ReferralDataResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ ok: false, error: TIMED_OUT });
    }, ATTRIBUTION_TIMEOUT_MS);
  });
  const answered = service.referringData(clickId, controller.signal).then(
    (data): ReferralDataResult => ({ ok: true, data }),
    (failure: unknown): ReferralDataResult => ({
      ok: false,
      error: isAttributionFailure(failure)
        ? failure
        : { status: 0, message: failure instanceof Error ? failure.message : String(failure) },
    }),
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

function delay(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}
