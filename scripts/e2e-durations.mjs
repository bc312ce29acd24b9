#!/usr/bin/env node
// Writes tests/e2e/durations.json from the last e2e run's report (test-results/e2e.json, which
// `npm test -- e2e` writes): the seconds each file took, which the e2e order reads (tests/e2e/sequencer.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const report = JSON.parse(readFileSync(`${root}/test-results/e2e.json`, "utf8"));
const seconds = Object.fromEntries(
  report.testResults
    .map((file) => [relative(root, file.name), Math.round((file.endTime - file.startTime) / 1000)])
    .sort((a, b) => b[1] - a[1]),
);
writeFileSync(`${root}/tests/e2e/durations.json`, `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`tests/e2e/durations.json: ${Object.keys(seconds).length} files`);
