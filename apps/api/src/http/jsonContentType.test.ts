import { describe, expect, it } from "vitest";
import { jsonContentTypeProblem } from "./jsonContentType";

describe("jsonContentTypeProblem", () => {
  it.each([
    "application/json",
    "Application/JSON",
    "application/json; charset=utf-8",
    "application/json;charset=UTF-8",
    'application/json; charset="utf-8"',
    "application/json ; charset = utf-8 ;",
  ])("reads %j", (header) => {
    expect(jsonContentTypeProblem(header)).toBeNull();
  });

  it.each([
    [undefined, "Content-Type must be application/json"],
    ["", "Content-Type must be application/json"],
    ["text/plain", "Content-Type must be application/json"],
    ["application/json-patch+json", "Content-Type must be application/json"],
    ["application/jsonx", "Content-Type must be application/json"],
    ["application/x-www-form-urlencoded", "Content-Type must be application/json"],
    [
      "application/json; charset=utf-16",
      'JSON must be sent as UTF-8 (charset=utf-8), not "utf-16"',
    ],
    [
      "application/json; charset=latin1",
      'JSON must be sent as UTF-8 (charset=utf-8), not "latin1"',
    ],
    ["application/json; boundary=x", 'Content-Type must be application/json, without "boundary"'],
  ])("refuses %j: %s", (header, reason) => {
    expect(jsonContentTypeProblem(header)).toBe(reason);
  });
});
