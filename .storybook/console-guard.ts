/**
 * A story that logs an error or a warning fails (React's warnings, a prop spread onto an element, a
 * failed fetch): they are only logged, and a run's log goes unread. A story that shows an error on
 * purpose names what it expects in `parameters.expectedConsole` (regular expressions).
 */

/**
 * What the test harness says, not the story: Storybook renders inside React's `act` without awaiting
 * it, so the first story to show a component loaded on first use (lazyNamed) makes React say it
 * suspended there. Which story is first depends on the run's order.
 */
const HARNESS = [/^A component suspended inside an `act` scope/];

/** A logged message as one line: React's warnings are a format string and its arguments. */
export function logLine(args: unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== "string") return args.map(String).join(" ");
  let index = 0;
  const line = first.replace(/%[sdioOc]/g, () => String(rest[index++] ?? ""));
  return [line, ...rest.slice(index).map(String)].join(" ").split("\n")[0] ?? "";
}

/**
 * Watches console.error and console.warn while a story runs (they still print). `check` throws what
 * was logged that the story did not expect; `restore` puts the console back.
 */
export function watchConsole(expected: readonly RegExp[] = []) {
  const logged: string[] = [];
  const allowed = [...HARNESS, ...expected];
  const original = { error: console.error, warn: console.warn };
  const watch =
    (level: "error" | "warn") =>
    (...args: unknown[]) => {
      const line = logLine(args);
      if (!allowed.some((pattern) => pattern.test(line))) logged.push(`${level}: ${line}`);
      original[level].apply(console, args);
    };
  console.error = watch("error");
  console.warn = watch("warn");
  return {
    check() {
      if (logged.length > 0) throw new Error(`The story logged:\n${logged.join("\n")}`);
    },
    restore() {
      console.error = original.error;
      console.warn = original.warn;
    },
  };
}
