import { describe, expect, it } from "vitest";
import { requestTarget } from "./requestTarget.mjs";

describe("requestTarget", () => {
  it.each([
    ["/docs/fees?embedded=true", "/docs/fees", "?embedded=true"],
    ["/", "/", ""],
    ["http://localhost:4173/robots.txt", "/robots.txt", ""],
    ["/docs/../robots.txt", "/robots.txt", ""],
    ["/%2e%2e/%2e%2e/etc/passwd", "/etc/passwd", ""],
    ["//a:99999/", "//a:99999/", ""],
    ["//[", "//[", ""],
    ["/%E4%B8%AD", "/%E4%B8%AD", ""],
  ])("reads %j as a path of this server", (target, pathname, search) => {
    expect(requestTarget(target)).toEqual({ pathname, search });
  });

  it.each([
    "//%",
    "/%E0%A4%A",
    "/%FF",
    "http://[",
    "http://",
    "ftp://host/a",
    "*",
    "robots.txt",
    "",
  ])("refuses %j", (target) => {
    expect(requestTarget(target)).toBeNull();
  });
});
