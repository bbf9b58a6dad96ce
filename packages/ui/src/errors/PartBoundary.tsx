import type { ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { PartUnavailable } from "./PartUnavailable";
import { useReportRenderError } from "./renderErrorReport";

/**
 * Keeps a render error in one part of a page (an island, a section, the header) to that part: it
 * shows `PartUnavailable` in its place (in a region named `label`, for a part that is a region:
 * the page keeps its landmarks), reports the error by the part's name, and draws the part again
 * when asked. It adds no element, so the prerendered page hydrates as it was written.
 */
export function PartBoundary({
  part,
  label,
  children,
}: {
  part: string;
  label?: string;
  children: ReactNode;
}) {
  const report = useReportRenderError();
  return (
    <ErrorBoundary
      onError={(error) => report(error, part)}
      fallbackRender={({ resetErrorBoundary }) =>
        label ? (
          <section aria-label={label}>
            <PartUnavailable onRetry={resetErrorBoundary} />
          </section>
        ) : (
          <PartUnavailable onRetry={resetErrorBoundary} />
        )
      }
    >
      {children}
    </ErrorBoundary>
  );
}
