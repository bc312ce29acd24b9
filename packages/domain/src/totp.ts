/**
 * Authenticator-app codes (TOTP, RFC 6238; beyond the spec: an administrator may enrol an
 * authenticator app as the stronger factor). The parameters every authenticator app defaults to,
 * so a scanned QR code works in any of them.
 */

/** Digits of an authenticator code. */
export const TOTP_DIGITS = 6;
/** Seconds one code (one time step) lasts. */
export const TOTP_PERIOD_SECONDS = 30;
/**
 * Steps either side of now that are still accepted (±1: the phone's clock may be a little off and
 * the code typed just as it changes); two steps ago is refused.
 */
export const TOTP_WINDOW_STEPS = 1;
/** Bytes of a new secret: 160 bits, the RFC 4226 recommendation (32 base32 characters). */
export const TOTP_SECRET_BYTES = 20;

/** The time step a moment falls in. */
export function totpStepOf(epochMs: number): number {
  return Math.floor(epochMs / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * Whether a code of `step` may sign in now: within the window around `nowStep` and later than the
 * last step already used (a code is single use, so a replay of its step is refused).
 */
export function totpStepAccepted(step: number, nowStep: number, lastUsedStep: number | null): boolean {
  return Math.abs(step - nowStep) <= TOTP_WINDOW_STEPS && (lastUsedStep === null || step > lastUsedStep);
}

/** A base32 secret for typing by hand: groups of four ("JBSW Y3DP EHPK 3PXP"). */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, "").match(/.{1,4}/g) ?? []).join(" ");
}
