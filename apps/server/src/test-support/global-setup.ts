import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase, pgliteDatabase } from "../db/database.js";
import { migrate } from "../db/migrate.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (`dumpDataDir` tarball) each test database starts from. */
    pgliteTemplate?: string;
    /** With TEST_DATABASE_URL: a migrated database each test database is created from. */
    postgresTemplate?: string;
    /** Where each test app adds the number of JSON answers its leak scan read (leakScan.ts). */
    leakScanFile?: string;
  }
}

/**
 * Migrates one empty database once per run, before any test file: each file's database then
 * starts as a copy of it (PGlite: loadDataDir, about 1 s instead of initdb + migrations, about
 * 4 s; PostgreSQL: CREATE DATABASE … TEMPLATE). Every file still gets a database of its own.
 */
export default async function setup(project: TestProject) {
  const printLeakScan = leakScanTally(project);
  const teardown = await databaseSetup(project);
  return async () => {
    printLeakScan();
    await teardown();
  };
}

/** The leak scan's count for the run: each test app appends its own; printed once at the end. */
function leakScanTally(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), "epr-leak-scan-"));
  const file = join(dir, "answers.txt");
  writeFileSync(file, "");
  project.provide("leakScanFile", file);
  return () => {
    const counts = readFileSync(file, "utf8").split("\n").filter(Boolean).map(Number);
    const answers = counts.reduce((sum, n) => sum + n, 0);
    console.log(
      `Leak scan: ${answers} JSON answers of ${counts.length} test apps read for unreadable groups and full SSNs (a leak fails its test)`,
    );
    rmSync(dir, { recursive: true, force: true });
  };
}

async function databaseSetup(project: TestProject): Promise<() => void | Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `epr_template_${randomBytes(6).toString("hex")}`;
    const admin = await openDatabase({ url: serverUrl });
    await admin.exec(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const template = await openDatabase({ url: url.toString() });
    await migrate(template);
    // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
    await template.close();
    project.provide("postgresTemplate", name);
    return async () => {
      await admin.exec(`drop database if exists ${name}`);
      await admin.close();
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const pglite = await PGlite.create();
  await migrate(pgliteDatabase(pglite));
  const tarball = await pglite.dumpDataDir("none");
  await pglite.close();
  const dir = mkdtempSync(join(tmpdir(), "epr-server-tests-"));
  const file = join(dir, "template.tar");
  writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
