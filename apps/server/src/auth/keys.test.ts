import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { openDatabase, type Queryable } from "../db/database.js";
import { seedDatabase } from "../seed/seed.js";
import { prepare } from "../server.js";
import { freshMigratedDatabase, migratedDataDir } from "../test-support/testApp.js";
import { createKeyFile, readKeyFile, resolveKeys } from "./keys.js";
import { resealSsns } from "./reseal.js";
import { keyId, ssnVault } from "./ssn.js";

const dirs: string[] = [];
function freshDataDir() {
  const dir = mkdtempSync(join(tmpdir(), "epr-keys-"));
  dirs.push(dir);
  return { dir, config: { ...loadConfig({ EPR_DATA_DIR: join(dir, "pglite") }), portalDir: "/nonexistent" } };
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const sealedValues = async (db: Queryable) =>
  (await db.query<{ ssn_encrypted: string }>("select ssn_encrypted from employees")).rows.map(
    (r) => r.ssn_encrypted,
  );

// Two of these start the server on a data folder on disk: slow on a busy machine.
describe("the embedded database's SSN key", { timeout: 120_000 }, () => {
  it("is generated on first start into a file only its owner can read, beside the data folder, and kept across restarts", async () => {
    const { dir, config } = freshDataDir();
    expect(config.keyFile).toBe(join(dir, "secret.key"));
    // Migrated already (the template's copy): what is under test is the key, not the migrations.
    await migratedDataDir(config.dataDir);
    const first = await prepare({ config, seedMembers: 20 });
    const key = readFileSync(config.keyFile, "utf8").trim();
    expect(statSync(config.keyFile).mode & 0o777).toBe(0o600);
    expect(Buffer.byteLength(key)).toBeGreaterThanOrEqual(32);
    const sealed = await sealedValues(first.db);
    expect(sealed.length).toBeGreaterThan(0);
    for (const value of sealed) expect(value.startsWith(`k1:${keyId(key)}:`)).toBe(true);
    await first.db.close();

    const second = await prepare({ config, seedMembers: 20 });
    expect(readFileSync(config.keyFile, "utf8").trim()).toBe(key);
    expect(await sealedValues(second.db)).toEqual(sealed);
    // The restarted server opens what the first one sealed.
    const a = second.app;
    const login = await a.request("/api/session", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify({ loginId: "demo.admin", password: "Demo-Portal-2026!" }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const { rows } = await second.db.query<{ umi: string }>(
      "select e.umi from employees e join clients c on c.id = e.client_id where c.client_number = '100001' limit 1",
    );
    const summary = await a.request(`/api/employees/${rows[0]?.umi}`, { headers: { cookie } });
    expect(summary.status).toBe(200);
    await second.db.close();
  });

  it("refuses a key file others can read", () => {
    const { config } = freshDataDir();
    createKeyFile(config.keyFile);
    chmodSync(config.keyFile, 0o644);
    expect(() => readKeyFile(config.keyFile)).toThrow(/chmod 600/);
  });

  it("refuses to start when the key file is lost but the database holds SSNs sealed with it", async () => {
    const { config } = freshDataDir();
    const db = await freshMigratedDatabase();
    await seedDatabase(db, ssnVault(createKeyFile(config.keyFile)), { members: 10, seed: 1 });
    rmSync(config.keyFile);
    await expect(resolveKeys(config, db)).rejects.toThrow(/key file .* is missing/);
    await db.close();
  });

  it("remakes a demo database sealed with the constant older code held", async () => {
    const { config } = freshDataDir();
    // The old scheme: no key id in the sealed value, and no key file.
    await migratedDataDir(config.dataDir);
    const db = await openDatabase({ dataDir: config.dataDir });
    await seedDatabase(db, ssnVault("embedded-demo-secret-not-for-production"), { members: 10, seed: 1 });
    await db.query("update employees set ssn_encrypted = split_part(ssn_encrypted, ':', 3)");
    await db.close();
    const started = await prepare({ config, seedMembers: 10 });
    const key = readFileSync(config.keyFile, "utf8").trim();
    const sealed = await sealedValues(started.db);
    expect(sealed.length).toBeGreaterThan(0);
    for (const value of sealed) expect(value.startsWith(`k1:${keyId(key)}:`)).toBe(true);
    await started.db.close();
  });
});

describe("EPR_SECRET", { timeout: 120_000 }, () => {
  it.each([
    ["missing", {}],
    ["empty", { EPR_SECRET: "" }],
    ["shorter than 32 bytes", { EPR_SECRET: "s".repeat(31) }],
  ])("with DATABASE_URL, %s → refuses to start, whatever NODE_ENV says", (_name, env) => {
    for (const NODE_ENV of [undefined, "development", "test", "production"]) {
      expect(() => loadConfig({ NODE_ENV, DATABASE_URL: "postgres://x/y", ...env })).toThrow(/EPR_SECRET/);
    }
  });

  it("of 32 bytes or more is the key, and a short previous key is refused too", () => {
    const secret = randomBytes(32).toString("base64url");
    // A server on DATABASE_URL also names its public address and its mailer (config.test.ts).
    const server = {
      DATABASE_URL: "postgres://x/y",
      EPR_PUBLIC_URL: "https://portal.example",
      EPR_MAIL: "outbox",
    };
    expect(loadConfig({ ...server, EPR_SECRET: secret }).secret).toBe(secret);
    expect(() => loadConfig({ ...server, EPR_SECRET: secret, EPR_SECRET_PREVIOUS: "short" })).toThrow(
      /EPR_SECRET_PREVIOUS is too short/,
    );
  });

  it("given with a previous key, opens the old values and re-seals and re-hashes them under the new key", async () => {
    const [oldKey, newKey] = [randomBytes(32).toString("base64url"), randomBytes(32).toString("base64url")];
    const { config } = freshDataDir();
    const keys = (
      await resolveKeys({ ...config, secret: newKey, previousSecrets: [oldKey] }, { query: never })
    ).keys;
    expect(keys).toEqual({ current: newKey, previous: [oldKey] });
    const db = await freshMigratedDatabase();
    await seedDatabase(db, ssnVault(oldKey), { members: 10, seed: 1 });
    const before = await sealedValues(db);

    expect(await resealSsns(db, ssnVault(keys.current, keys.previous))).toBe(before.length);
    const after = await sealedValues(db);
    for (const value of after) expect(value.startsWith(`k1:${keyId(newKey)}:`)).toBe(true);
    const vault = ssnVault(newKey);
    const { rows } = await db.query<{ ssn_hash: string; ssn_encrypted: string }>(
      "select ssn_hash, ssn_encrypted from employees",
    );
    for (const row of rows) {
      const { subscriber } = JSON.parse(vault.decrypt(row.ssn_encrypted)) as { subscriber: string };
      expect(row.ssn_hash).toBe(vault.lookupHash(subscriber));
    }
    // A second pass finds nothing left to do.
    expect(await resealSsns(db, ssnVault(keys.current, keys.previous))).toBe(0);
    await db.close();
  });
});

/** A database that must not be asked anything. */
const never = () => {
  throw new Error("no query expected");
};
