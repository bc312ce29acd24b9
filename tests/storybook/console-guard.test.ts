import { afterEach, describe, expect, it, vi } from "vitest";
import { logLine, watchConsole } from "../../.storybook/console-guard.js";

describe("a story that logs an error or a warning fails", () => {
  let watch: ReturnType<typeof watchConsole> | undefined;
  afterEach(() => watch?.restore());
  const quiet = () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
  };

  it.each([
    ["error", "Warning: Each child in a list should have a unique %s prop.", "key"],
    ["warn", "React does not recognize the `%s` prop on a DOM element.", "defaultOpen"],
  ] as const)("console.%s fails the story with the message filled in", (level, format, arg) => {
    quiet();
    watch = watchConsole();
    console[level](format, arg);
    expect(() => watch?.check()).toThrow(`${level}: ${format.replace("%s", arg)}`);
  });

  it("passes a story that logs nothing, or only what it expects", () => {
    quiet();
    watch = watchConsole([/^Request failed/]);
    console.log("a note");
    console.error("Request failed: 500");
    expect(() => watch?.check()).not.toThrow();
  });

  it("lets the harness's own act warning through", () => {
    quiet();
    watch = watchConsole();
    console.error("A component suspended inside an `act` scope, but the `act` call was not awaited.");
    expect(() => watch?.check()).not.toThrow();
  });

  it("puts the console back", () => {
    const error = console.error;
    watch = watchConsole();
    expect(console.error).not.toBe(error);
    watch.restore();
    expect(console.error).toBe(error);
  });

  it.each([
    [["plain"], "plain"],
    [["%s is %d", "a", 3, "extra"], "a is 3 extra"],
    [[new Error("boom")], "Error: boom"],
    [["first line\nsecond line"], "first line"],
  ])("writes %j as %j", (args, line) => expect(logLine(args)).toBe(line));
});
