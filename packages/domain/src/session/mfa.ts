import { MFA_MAX_ATTEMPTS } from "../limits.js";
import { domainMessages } from "../messages.js";

/** Views of the MFA enrollment modal (session-and-admin.md §4). */
export type MfaView = "intro" | "declined" | "entry" | "lockout" | "help" | "done";

/** State of the MFA code entry. */
export interface MfaState {
  view: MfaView;
  failedAttempts: number;
  error: string | null;
}

/** Events of the MFA modal. */
export type MfaEvent =
  | { type: "enable" }
  | { type: "decline" }
  | { type: "submit"; code: string; valid: boolean }
  | { type: "generateNew" }
  | { type: "help" };

/** Initial state: the intro with Enable or No Thank You. */
export const initialMfaState: MfaState = { view: "intro", failedAttempts: 0, error: null };

/**
 * MFA modal transitions (session-and-admin.md §4, §5, §9): Enable moves to code entry; No Thank You
 * to declined; an empty submit shows 'Required' and counts as a failed attempt; a wrong code shows
 * 'Your MFA verification code was invalid. Please try again.'; after 3 failed submissions the
 * lockout view shows 'Your MFA verification code was invalid.'; Generate New returns to entry with
 * a fresh count; a valid code completes.
 */
export function mfaReducer(state: MfaState, event: MfaEvent): MfaState {
  switch (event.type) {
    case "enable":
    case "generateNew":
      return { view: "entry", failedAttempts: 0, error: null };
    case "decline":
      return { ...state, view: "declined" };
    case "help":
      return { ...state, view: "help" };
    case "submit": {
      if (state.view !== "entry") return state;
      const empty = event.code.trim() === "";
      if (!empty && event.valid) return { view: "done", failedAttempts: state.failedAttempts, error: null };
      const failedAttempts = state.failedAttempts + 1;
      if (failedAttempts >= MFA_MAX_ATTEMPTS)
        return { view: "lockout", failedAttempts, error: domainMessages.mfaLockout };
      return {
        view: "entry",
        failedAttempts,
        error: empty ? domainMessages.mfaRequired : domainMessages.mfaInvalid,
      };
    }
  }
}
