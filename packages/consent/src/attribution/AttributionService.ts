/** Referring-link data as the link-attribution service describes a click (free-form keys). */
export type ReferralData = Record<string, unknown>;

/** How a failed request is answered, the shape the spec gives for the SDK's timeout. */
export interface AttributionFailure {
  status: number;
  message: string;
}

/**
 * A link-attribution service (Branch by default; see branchAttribution). The rest of the site
 * only asks it two things, so another service fits behind the same interface.
 */
export interface AttributionService {
  /** The click id a visit that arrived through one of the service's links carries, or null. */
  clickId(url: URL): string | null;
  /**
   * One request for that click's referring data. Resolves with the data, or rejects with an
   * AttributionFailure (an HTTP status and message); `signal` aborts it.
   */
  referringData(clickId: string, signal: AbortSignal): Promise<ReferralData>;
}

export function isAttributionFailure(value: unknown): value is AttributionFailure {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as AttributionFailure).status === "number" &&
    typeof (value as AttributionFailure).message === "string"
  );
}
