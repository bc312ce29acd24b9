import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { keyId, ssnVault } from "./ssn.js";

const key = () => randomBytes(32).toString("base64url");

describe("the SSN vault", () => {
  it("seals with the current key and names it: k1:<key id>:…", () => {
    const secret = key();
    const vault = ssnVault(secret);
    const sealed = vault.encrypt("123456789");
    expect(sealed.startsWith(`k1:${keyId(secret)}:`)).toBe(true);
    expect(sealed).not.toContain("123456789");
    expect(vault.decrypt(sealed)).toBe("123456789");
  });

  it("after a rotation, opens values of the previous key and seals new ones with the current", () => {
    const [oldKey, newKey] = [key(), key()];
    const sealedBefore = ssnVault(oldKey).encrypt("123456789");
    const rotated = ssnVault(newKey, [oldKey]);
    expect(rotated.decrypt(sealedBefore)).toBe("123456789");
    expect(rotated.encrypt("123456789").startsWith(`k1:${keyId(newKey)}:`)).toBe(true);
    // Without the old key, its values stay closed, with an error naming the key id (never the SSN).
    expect(() => ssnVault(newKey).decrypt(sealedBefore)).toThrow(keyId(oldKey));
  });

  it("opens values sealed before keys had ids with whichever key made them", () => {
    const [oldKey, newKey] = [key(), key()];
    const legacy = ssnVault(oldKey).encrypt("987654321").split(":")[2] as string;
    expect(ssnVault(newKey, [oldKey]).decrypt(legacy)).toBe("987654321");
    expect(() => ssnVault(newKey).decrypt(legacy)).toThrow(/No key opens/);
  });

  it("hashes for lookup with the current key: another key gives another hash", () => {
    const [a, b] = [key(), key()];
    expect(ssnVault(a).lookupHash("123456789")).toBe(ssnVault(a).lookupHash("123456789"));
    expect(ssnVault(a).lookupHash("123456789")).not.toBe(ssnVault(b).lookupHash("123456789"));
  });
});
