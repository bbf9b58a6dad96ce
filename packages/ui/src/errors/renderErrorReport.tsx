import { createContext, useContext, type ReactNode } from "react";

/** Reports a part of the page that could not be shown, by its name (the app sends it to the API). */
export type ReportRenderError = (error: unknown, part: string) => void;

const RenderErrorReportContext = createContext<ReportRenderError>(() => {});

/** Where the app's error boundaries report to; without one (a story, a test) nothing is sent. */
export function RenderErrorReportProvider({
  report,
  children,
}: {
  report: ReportRenderError;
  children: ReactNode;
}) {
  return <RenderErrorReportContext value={report}>{children}</RenderErrorReportContext>;
}

export const useReportRenderError = () => useContext(RenderErrorReportContext);
