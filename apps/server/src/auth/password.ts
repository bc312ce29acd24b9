import { hash, verify } from "@node-rs/argon2";

// argon2id (the library's default algorithm) with its default cost: about 100 ms a hash here.
export const hashPassword = (password: string) => hash(password);

/** A hash of nothing in particular, verified against when the login ID is unknown so timing tells nothing. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hash("decoy-password-for-timing");
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
