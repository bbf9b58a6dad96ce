import { publicApiPaths } from "@gw/api-client/public-calls";
import { renderErrorLimits } from "@gw/api-client/limits";
import { renderErrorReportSchema } from "@gw/api-client/schemas";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { RequestIdVariables } from "hono/request-id";
import { Counter } from "prom-client";
import { apiError } from "../../http/apiError";
import { readJsonBody } from "../../http/readJsonBody";
import { logger } from "../../observability/logger";
import { maskEmailAddresses } from "../../observability/maskEmailAddresses";
import { apiMetrics } from "../../observability/metrics";

/** Parts of pages visitors could not be shown (each page's error boundaries report them). */
const renderErrors = new Counter({
  name: "gw_render_errors_total",
  help: "Parts of pages that could not be shown to a visitor (a render error the page reported)",
  registers: [apiMetrics],
});

/**
 * `POST /v1/render-errors`: a page reports a part it could not show (its error boundary caught a
 * render error), so what fails quietly in browsers is logged and counted here. Public, through the
 * host's `/api`, so small (a few hundred bytes), rate limited, and with nothing personal: the
 * message (addresses masked), the part's name, the page's path without its query, the build.
 * The part is logged, not a label: anyone can send any name.
 */
export function renderErrorRoutes(guard: MiddlewareHandler) {
  const routes = new Hono<{ Variables: RequestIdVariables }>();
  routes.post(
    publicApiPaths.renderError,
    guard,
    bodyLimit({
      maxSize: renderErrorLimits.bodyBytes,
      onError: (c) =>
        apiError(
          c,
          413,
          `A render error report may be at most ${renderErrorLimits.bodyBytes} bytes`,
        ),
    }),
    async (c) => {
      const report = await readJsonBody(c, renderErrorReportSchema);
      if (!report.ok) return report.response;
      const { message, part, path, build } = report.value;
      renderErrors.inc();
      logger.warn(
        {
          event: "page.render_error",
          requestId: c.get("requestId"),
          part,
          path,
          build,
          message: maskEmailAddresses(message),
        },
        "A page part could not be shown",
      );
      return c.body(null, 204);
    },
  );
  return routes;
}
