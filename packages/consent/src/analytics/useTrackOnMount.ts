import type { PageEvent } from "@gw/api-client/counts";
import { useEffect } from "react";
import { track } from "./track";

/** Sends a page-view style event once the page is shown in the browser (never while prerendering). */
export function useTrackOnMount(event: PageEvent): void {
  useEffect(() => track(event), [event]);
}
