/** Which build this page is, for render error reports (the build defines it). */
const siteBuildId: string = import.meta.env.VITE_BUILD_ID ?? "development";

/**
 * Reports a part of the page that could not be shown (an error boundary's, or the router's page
 * error) to the API's log. The reporter is fetched only when something failed: a page that works
 * carries none of it.
 */
export const reportToApi = (error: unknown, part: string) =>
  void import("@gw/api-client/render-errors").then(({ reportRenderError }) =>
    reportRenderError(error, part, siteBuildId),
  );
