import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";

/**
 * SSNs are stored encrypted (AES-256-GCM) beside a keyed lookup hash, so a search by SSN needs no
 * decryption and a stolen table reveals nothing. They leave the server masked (DESIGN.md).
 */
export function ssnVault(secret: string) {
  const encKey = createHash("sha256").update(`ssn-enc:${secret}`).digest();
  const hashKey = createHash("sha256").update(`ssn-hash:${secret}`).digest();
  return {
    lookupHash: (ssn: string) => createHmac("sha256", hashKey).update(ssn).digest("hex"),
    encrypt(ssn: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", encKey, iv);
      const body = Buffer.concat([cipher.update(ssn, "utf8"), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64")).join(".");
    },
    decrypt(sealed: string): string {
      const [iv, tag, body] = sealed.split(".").map((p) => Buffer.from(p, "base64"));
      if (!iv || !tag || !body) throw new Error("Malformed sealed SSN");
      const decipher = createDecipheriv("aes-256-gcm", encKey, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    },
  };
}
export type SsnVault = ReturnType<typeof ssnVault>;
