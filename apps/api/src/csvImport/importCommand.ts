import { existsSync } from "node:fs";
import { resolve } from "node:path";

/**
 * The file an import command was given, found where the command was typed (pnpm runs the script
 * in apps/api, and INIT_CWD is where it was typed), or the usage and exit code 2.
 */
export function fileToImport(usage: string): { file: string; path: string } {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  const path = [process.env.INIT_CWD, process.cwd()]
    .filter((folder): folder is string => Boolean(folder))
    .map((folder) => resolve(folder, file))
    .find((candidate) => existsSync(candidate));
  if (!path) {
    console.error(`No file ${file}`);
    process.exit(2);
  }
  return { file, path };
}

/** Says a file was refused and why, every problem on its own line, and exits with 1. */
export function refuseFile(file: string, problems: readonly string[]): never {
  console.error(
    `Nothing imported from ${file}:\n${problems.map((problem) => `- ${problem}`).join("\n")}`,
  );
  process.exit(1);
}
