import { Hono } from "hono";
import { expect, it } from "vitest";
import { answeringRequests, countRequestsInFlight } from "./requestsInFlight";

it("knows while a request is being answered, a failing one too", async () => {
  let release = () => {};
  const app = new Hono();
  app.use("*", countRequestsInFlight);
  app.get(
    "/slow",
    () => new Promise<Response>((resolve) => (release = () => resolve(new Response("ok")))),
  );
  app.onError((_error, c) => c.text("failed", 500));
  app.get("/fails", () => {
    throw new Error("broken");
  });
  expect(answeringRequests()).toBe(false);
  const slow = app.request("/slow");
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(answeringRequests()).toBe(true);
  release();
  expect((await slow).status).toBe(200);
  expect(answeringRequests()).toBe(false);
  expect((await app.request("/fails")).status).toBe(500);
  expect(answeringRequests()).toBe(false);
});
