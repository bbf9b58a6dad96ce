#!/usr/bin/env node
// Extracts every message from the source, then fails if any Chinese translation is missing,
// empty, or drops a placeholder such as {brandName}. Run by `pnpm test`.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

execFileSync("pnpm", ["exec", "lingui", "extract", "--clean"], { stdio: "ignore" });

/** Parses a .po file into [{ msgid, msgstr }] (only what this check needs). */
function parsePo(text) {
  const entries = [];
  for (const block of text.split(/\n\s*\n/)) {
    const fields = {};
    let current = null;
    for (const line of block.split("\n")) {
      const start = line.match(/^(msgid|msgstr) (".*")$/);
      if (start) {
        current = start[1];
        fields[current] = JSON.parse(start[2]);
      } else if (current && line.startsWith('"')) {
        fields[current] += JSON.parse(line);
      }
    }
    if (fields.msgid) entries.push({ msgid: fields.msgid, msgstr: fields.msgstr ?? "" });
  }
  return entries;
}

const placeholders = (text) =>
  [...text.matchAll(/\{(\w+)/g)]
    .map((m) => m[1])
    .sort()
    .join(",");

const problems = [];
let checked = 0;
const zhFiles = readdirSync("packages")
  .map((name) => `packages/${name}/src/locales/zh.po`)
  .filter((file) => existsSync(file));
for (const zhFile of zhFiles) {
  const enFile = zhFile.replace(/zh\.po$/, "en.po");
  const en = new Set(parsePo(readFileSync(enFile, "utf8")).map((entry) => entry.msgid));
  const zh = parsePo(readFileSync(zhFile, "utf8"));
  for (const { msgid, msgstr } of zh) {
    checked++;
    if (!en.has(msgid)) problems.push(`${zhFile}: not in en: ${msgid}`);
    if (!msgstr.trim()) problems.push(`${zhFile}: missing zh: ${msgid}`);
    else if (placeholders(msgid) !== placeholders(msgstr))
      problems.push(`${zhFile}: placeholders differ: ${msgid} -> ${msgstr}`);
  }
}

if (problems.length) {
  console.error(problems.join("\n"));
  console.error(`translations: ${problems.length} problem(s) in ${checked} messages`);
  process.exit(1);
}
console.log(`translations: ${checked} messages, all present in zh`);
