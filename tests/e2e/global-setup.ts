import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startProductServer } from "../../scripts/lib/product-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per Vitest worker: worker n (VITEST_POOL_ID) uses baseURLs[n - 1] (server.ts). */
    baseURLs: string[];
    /** Where each test context adds the number of JSON answers its leak scan read (leakScan.ts). */
    leakScanFile?: string;
  }
}

/**
 * Starts the product the way `npm start` runs it (the built server serving the built portal), once
 * per e2e worker, each on a free port with a fresh embedded database of its own seeded by the same
 * generator, so files running side by side never share data. The entry is the e2e one: the same
 * app plus the /__e2e fixture routes tests make their own data with (accounts.ts).
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, project.config.maxWorkers);
  const started = await Promise.allSettled(
    Array.from({ length: workers }, () =>
      startProductServer({ entry: "test-support/e2e-main.js", seedMembers: 800, timeoutMs: 120_000 }),
    ),
  );
  const servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
  const failed = started.find((s) => s.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    "baseURLs",
    servers.map((s) => s.baseURL),
  );
  const tally = mkdtempSync(join(tmpdir(), "epr-e2e-leak-scan-"));
  const file = join(tally, "answers.txt");
  writeFileSync(file, "");
  project.provide("leakScanFile", file);
  return async () => {
    const counts = readFileSync(file, "utf8").split("\n").filter(Boolean).map(Number);
    console.log(
      `Leak scan: ${counts.reduce((sum, n) => sum + n, 0)} JSON answers of ${counts.length} test contexts read for unreadable groups and full SSNs (a leak fails its test)`,
    );
    rmSync(tally, { recursive: true, force: true });
    await stopAll();
  };
}
