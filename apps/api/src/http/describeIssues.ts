import type * as v from "valibot";

/** One readable reason for the first problem valibot found, naming the field. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return "Invalid request";
  const field = issue.path?.map((item) => String(item.key)).join(".");
  if (!field) return issue.message;
  // valibot reports both a missing key and an unexpected one on the object schema itself.
  if (issue.input === undefined) return `${field} is required`;
  if (issue.type === "strict_object") return `Unknown field "${field}"`;
  return issue.message;
}
