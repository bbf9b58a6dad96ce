import pino from "pino";

interface LogLine {
  level: number;
  event?: string;
  msg: string;
}

/** A real pino logger whose lines a test reads back instead of printing them. */
export function capturingLogger() {
  const lines: LogLine[] = [];
  const logger = pino(
    { level: "debug" },
    { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  );
  return {
    logger,
    lines,
    /** Each line's message, oldest first. */
    messages: () => lines.map((line) => line.msg),
    /** The lines at warning level or above. */
    problems: () => lines.filter((line) => line.level >= 40).map((line) => line.msg),
  };
}
