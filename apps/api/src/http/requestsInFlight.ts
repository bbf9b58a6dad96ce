import type { MiddlewareHandler } from "hono";

let answering = 0;

/** Counts the requests this process is answering, so its background work can give way to them. */
export const countRequestsInFlight: MiddlewareHandler = async (_c, next) => {
  answering++;
  try {
    await next();
  } finally {
    answering--;
  }
};

/** Whether this process is answering a request now. */
export const answeringRequests = () => answering > 0;
