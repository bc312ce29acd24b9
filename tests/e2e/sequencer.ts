import { readFileSync, statSync } from "node:fs";
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Seconds each e2e file took in a whole run (`node scripts/e2e-durations.mjs` writes them from
 * test-results/e2e.json): the order below needs them on a fresh clone, where Vitest has no cache.
 */
const recorded = JSON.parse(readFileSync(new URL("./durations.json", import.meta.url), "utf8")) as Record<
  string,
  number
>;

/**
 * The longest e2e files first. The two workers take the next file as each gets free, so a long file
 * started last keeps one worker busy while the other waits (without a cache Vitest orders by file
 * size, and the phone sweeps, 5 lines and 50 s each, ran last); longest first leaves only short files
 * for the end, where the two workers finish within seconds of each other. Every other project keeps
 * Vitest's own order.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isE2e = (spec: TestSpecification) => spec.project.name === "e2e";
    const e2e = sorted.filter(isE2e);
    if (!e2e.length) return sorted;
    const root = this.ctx.config.root;
    const key = (spec: TestSpecification) => relative(root, spec.moduleId);
    // A file not yet recorded: estimated from its size, at the recorded files' seconds per byte.
    const known = Object.keys(recorded).filter((file) => existsAt(root, file));
    const perByte =
      known.reduce((sum, file) => sum + (recorded[file] ?? 0), 0) /
      Math.max(
        1,
        known.reduce((sum, file) => sum + statSync(`${root}/${file}`).size, 0),
      );
    // The recorded seconds before Vitest's cache: the same order here as on CI's fresh clone (a
    // cache also holds single files run on a busy machine).
    const seconds = (spec: TestSpecification) => {
      const cached = this.ctx.cache.getFileTestResults(`e2e:${key(spec)}`)?.duration;
      return recorded[key(spec)] ?? (cached ? cached / 1000 : statSync(spec.moduleId).size * perByte);
    };
    const estimate = new Map(e2e.map((spec) => [spec, seconds(spec)]));
    const longestFirst = [...e2e].sort((a, b) => (estimate.get(b) ?? 0) - (estimate.get(a) ?? 0));
    return sorted.map((spec) => (isE2e(spec) ? (longestFirst.shift() ?? spec) : spec));
  }
}

function existsAt(root: string, file: string) {
  try {
    return statSync(`${root}/${file}`).isFile();
  } catch {
    return false;
  }
}
