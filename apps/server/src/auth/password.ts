import { hash, verify } from "@node-rs/argon2";

// argon2id (the library's default algorithm) with its default cost: about 100 ms a hash here.
export const hashPassword = (password: string) => hash(password);

/**
 * A hash of nothing in particular, made as the passwords' are (same cost), verified against when
 * the login ID is unknown so timing tells nothing. Made when the module loads, so the first
 * unknown ID does not pay for making it either.
 */
const decoy: Promise<string> = hash("decoy-password-for-timing");
decoy.catch(() => undefined);

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
