// A Vitest reporter that writes the tests which passed only on a retry (flaky) to the JSON file
// named by EPR_FLAKY_FILE, so `npm test`'s summary names them: a retry keeps a fresh machine's
// one-off stall from failing CI, and this list keeps the stall from going unseen.
import { writeFileSync } from "node:fs";
import { relative } from "node:path";

/** The message and the first stack frame in the test files of an attempt's error, kept short for the summary. */
function firstLines(error) {
  if (!error) return undefined;
  const message = String(error.message ?? error)
    .split("\n")
    .slice(0, 3)
    .join(" ")
    .slice(0, 400);
  const frame = String(error.stack ?? "")
    .split("\n")
    .find((line) => line.includes("/tests/") || line.includes(".test."));
  return frame ? `${message} (${frame.trim()})` : message;
}

export default class FlakyReporter {
  flaky = [];

  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    this.flaky.push({
      file: relative(process.cwd(), testCase.module.moduleId),
      test: testCase.fullName,
      retries: diagnostic.retryCount,
      // A passed test's result keeps the errors of its failed attempts: the first says what stalled.
      firstError: firstLines(testCase.result().errors?.[0]),
      // The whole of it (an assertion's expected and actual) stays in the file, not in the summary.
      detail: String(testCase.result().errors?.[0]?.diff ?? "").slice(0, 4000) || undefined,
    });
  }

  onTestRunEnd() {
    const file = process.env.EPR_FLAKY_FILE;
    if (file) writeFileSync(file, JSON.stringify(this.flaky, null, 2));
  }
}
