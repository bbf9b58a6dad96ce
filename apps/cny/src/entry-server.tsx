export { app } from "./app";
export * from "@gw/site/server";
