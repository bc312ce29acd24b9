import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { ServerConfig } from "../config.js";
import type { Queryable } from "../db/database.js";

/** The SSN keys: the current one seals, the previous ones (a rotation's leftovers) only open. */
export interface Keyring {
  current: string;
  previous: string[];
}

/**
 * Where the SSN key comes from: EPR_SECRET when the operator gives one (required with
 * DATABASE_URL, config.ts); otherwise the embedded database's key file beside its data folder,
 * generated on first start. `remakeDemo` says the embedded database predates key files: its SSNs
 * were sealed with the constant the code once held, so the demo is made again with the new key.
 */
export async function resolveKeys(
  config: Pick<ServerConfig, "secret" | "previousSecrets" | "keyFile" | "dataDir">,
  db: Queryable,
): Promise<{ keys: Keyring; remakeDemo: boolean }> {
  if (config.secret) {
    return { keys: { current: config.secret, previous: config.previousSecrets }, remakeDemo: false };
  }
  if (existsSync(config.keyFile)) {
    const [current = "", ...previous] = readKeyFile(config.keyFile);
    return { keys: { current, previous: [...previous, ...config.previousSecrets] }, remakeDemo: false };
  }
  const sealed = await sealedSsns(db);
  if (sealed === "keyed") {
    throw new Error(
      `The key file ${config.keyFile} is missing, but the database in ${config.dataDir} holds SSNs sealed with it. Put the key file back (from a backup), or remove ${config.dataDir} to start a new demo: without its key no SSN in it can be read.`,
    );
  }
  const current = createKeyFile(config.keyFile);
  return { keys: { current, previous: config.previousSecrets }, remakeDemo: sealed === "legacy" };
}

/** One key a line, the current one first; only its owner may read it (like an SSH key, refused otherwise). */
export function readKeyFile(path: string): string[] {
  const mode = statSync(path).mode & 0o777;
  if (process.platform !== "win32" && (mode & 0o077) !== 0) {
    throw new Error(
      `The key file ${path} can be read by others (mode ${mode.toString(8)}): run \`chmod 600 ${path}\`.`,
    );
  }
  const keys = readFileSync(path, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (!keys[0]) throw new Error(`The key file ${path} is empty.`);
  return keys;
}

/** A new random key (48 bytes, base64url) in a file only its owner can read. */
export function createKeyFile(path: string): string {
  mkdirSync(dirname(path), { recursive: true });
  const key = randomBytes(48).toString("base64url");
  try {
    // "wx": never overwrite; two servers starting at once keep the first one's key.
    writeFileSync(path, `${key}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readKeyFile(path)[0] as string;
    throw error;
  }
  chmodSync(path, 0o600); // whatever the umask
  return key;
}

/** Whether the database holds sealed SSNs, and whether they name their key (k1:) or predate key ids. */
async function sealedSsns(db: Queryable): Promise<"none" | "legacy" | "keyed"> {
  const table = await db.query<{ present: boolean }>(
    "select to_regclass('employees') is not null as present",
  );
  if (!table.rows[0]?.present) return "none";
  const { rows } = await db.query<{ keyed: boolean; legacy: boolean }>(
    `select exists (select 1 from employees where ssn_encrypted like 'k1:%') as keyed,
            exists (select 1 from employees where ssn_encrypted not like 'k1:%') as legacy`,
  );
  if (rows[0]?.keyed) return "keyed";
  return rows[0]?.legacy ? "legacy" : "none";
}
