import { createLogger, type Logger } from "../observability/log.js";

/**
 * A logger at `level` whose JSON lines a test reads back: `raw` as written, `lines`
 * parsed (a line that is not JSON throws, which is itself a finding).
 */
export function captureLog(level: "info" | "debug" | "trace" = "debug"): {
  logger: Logger;
  raw: string[];
  lines: () => Record<string, unknown>[];
} {
  const raw: string[] = [];
  const logger = createLogger(level, { write: (chunk: string) => void raw.push(chunk) });
  return {
    logger,
    raw,
    lines: () =>
      raw
        .join("")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
