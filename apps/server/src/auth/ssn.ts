import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";

/**
 * SSNs are stored encrypted (AES-256-GCM) beside a keyed lookup hash, so a search by SSN needs no
 * decryption and a stolen table reveals nothing. They leave the server masked (DESIGN.md).
 *
 * Every sealed value names the key that made it — `k1:<key id>:<iv>.<tag>.<body>` (k1 is this
 * format) — so keys can be rotated: the vault encrypts with the current key and decrypts with
 * whichever key the value names. The lookup hash is keyed by the current key only (a search
 * computes one hash); a rotation re-seals and re-hashes every row (`resealSsns`).
 */
export function ssnVault(current: string, previous: readonly string[] = []) {
  const keys = new Map([current, ...previous].map((secret) => [keyId(secret), deriveKeys(secret)]));
  const currentId = keyId(current);
  const currentKeys = deriveKeys(current);
  const prefix = `${FORMAT}:${currentId}:`;
  return {
    /** The id of the key new values are sealed with (a fingerprint, not the key). */
    keyId: currentId,
    /** What every value sealed with the current key starts with. */
    prefix,
    lookupHash: (ssn: string) => createHmac("sha256", currentKeys.hash).update(ssn).digest("hex"),
    encrypt(ssn: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", currentKeys.enc, iv);
      const body = Buffer.concat([cipher.update(ssn, "utf8"), cipher.final()]);
      return prefix + [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64")).join(".");
    },
    decrypt(sealed: string): string {
      if (!sealed.includes(":")) return openLegacy(sealed, [...keys.values()]);
      const [format, id, payload] = sealed.split(":");
      if (format !== FORMAT || !id || !payload) throw new Error("Malformed sealed SSN");
      const key = keys.get(id);
      if (!key) throw new Error(`No key with id ${id} to open a sealed SSN (was its key lost?)`);
      return open(payload, key.enc);
    },
  };
}
export type SsnVault = ReturnType<typeof ssnVault>;

const FORMAT = "k1";

/** A short public fingerprint naming a key: 8 hex digits of a hash that cannot give the key back. */
export function keyId(secret: string): string {
  return createHash("sha256").update(`ssn-key-id:${secret}`).digest("hex").slice(0, 8);
}

function open(payload: string, key: Buffer): string {
  const [iv, tag, body] = payload.split(".").map((p) => Buffer.from(p, "base64"));
  if (!iv || !tag || !body) throw new Error("Malformed sealed SSN");
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
}

/** Values sealed before keys had ids carry none: the key that opens one (GCM's tag checks it) made it. */
function openLegacy(payload: string, keys: { enc: Buffer }[]): string {
  for (const key of keys) {
    try {
      return open(payload, key.enc);
    } catch {
      // Not this key: try the next.
    }
  }
  throw new Error("No key opens this sealed SSN (it predates key ids; was its key lost?)");
}

function deriveKeys(secret: string) {
  return {
    enc: createHash("sha256").update(`ssn-enc:${secret}`).digest(),
    hash: createHash("sha256").update(`ssn-hash:${secret}`).digest(),
  };
}
