import { isbot } from "isbot";

/**
 * Why a request is not counted, if it is not: its browser sends Global Privacy Control, or its
 * user agent says it is a bot, crawler, spider or link preview (isbot's list). The header is
 * read here and kept nowhere.
 */
export function notCounted(header: (name: string) => string | undefined): "gpc" | "bot" | null {
  if (header("Sec-GPC")?.trim() === "1") return "gpc";
  if (isbot(header("User-Agent") ?? "")) return "bot";
  return null;
}
