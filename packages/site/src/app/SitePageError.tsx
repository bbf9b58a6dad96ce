import { PageUnavailable } from "@gw/ui";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";
import { reportToApi } from "./reportToApi";

/**
 * The router's page for a page that failed to load or render (`defaultErrorComponent`), in place
 * of its bare English "Something went wrong!": the site's header, footer and language stay, the
 * error is reported, and trying again loads the page afresh.
 */
export function SitePageError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => reportToApi(error, "page"), [error]);
  return (
    <PageUnavailable
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
