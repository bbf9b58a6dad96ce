/**
 * Why a request's Content-Type is not one this API reads, or null when it is: `application/json`,
 * optionally with `charset=utf-8` (any case, spaces around `;` and `=`, the value quoted or not).
 * Anything else, `application/json-patch+json` or `charset=utf-16` included, would be read as
 * something it is not.
 */
export function jsonContentTypeProblem(header: string | undefined): string | null {
  const [type = "", ...parameters] = (header ?? "")
    .split(";")
    .map((part) => part.trim().toLowerCase());
  if (type !== "application/json") return "Content-Type must be application/json";
  for (const parameter of parameters.filter(Boolean)) {
    const [name = "", value = ""] = parameter.split("=").map((part) => part.trim());
    if (name !== "charset") return `Content-Type must be application/json, without "${name}"`;
    const charset = value.replace(/^"(.*)"$/, "$1");
    if (charset !== "utf-8") return `JSON must be sent as UTF-8 (charset=utf-8), not "${charset}"`;
  }
  return null;
}
