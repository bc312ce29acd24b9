// A Vitest reporter that writes the tests which passed only on a retry (flaky) to the JSON file
// named by EPR_FLAKY_FILE, so `npm test`'s summary names them: a retry keeps a fresh machine's
// one-off stall from failing CI, and this list keeps the stall from going unseen.
import { writeFileSync } from "node:fs";
import { relative } from "node:path";

export default class FlakyReporter {
  flaky = [];

  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    this.flaky.push({
      file: relative(process.cwd(), testCase.module.moduleId),
      test: testCase.fullName,
      retries: diagnostic.retryCount,
    });
  }

  onTestRunEnd() {
    const file = process.env.EPR_FLAKY_FILE;
    if (file) writeFileSync(file, JSON.stringify(this.flaky, null, 2));
  }
}
