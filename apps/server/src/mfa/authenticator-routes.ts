import {
  authenticatorCodeRequestSchema,
  authenticatorConfirmSchema,
  authenticatorMessages,
  authenticatorSetupSchema,
  authenticatorStatusSchema,
  mfaMessages,
  mfaOutcomeMessages,
  reauthenticationSchema,
  signInAuthenticatorResultSchema,
} from "@epr/contract";
import { FRESH_FACTOR_MINUTES, MFA_MAX_ATTEMPTS } from "@epr/domain";
import { deleteCookie, getCookie } from "hono/cookie";
import { markFactorVerified, requireReauthentication } from "../auth/reauth.js";
import { destroySession, rotateSession, SESSION_COOKIE, tokenHash } from "../auth/sessions.js";
import { audit } from "../http/audit.js";
import { HttpError, unauthorized } from "../http/errors.js";
import { GuardedApi, guardedRoute } from "../http/guard.js";
import { errorAnswer, json, refusalCodes, signInErrors } from "../http/responses.js";
import { loadSessionFor, requireSession } from "../http/session-middleware.js";
import { reserveSignInCode, setSessionCookie } from "../session/routes.js";
import { factorCodeWrong, releaseFactorCode } from "./factor-throttle.js";
import { requireOffered } from "./routes.js";
import {
  authenticatorStatus,
  confirmPendingSecret,
  countFactorAttempt,
  newAuthenticatorSecret,
  redeemSignInCode,
  removeAuthenticator,
  storePendingSecret,
} from "./totp.js";

const codeBody = {
  body: {
    content: json(authenticatorCodeRequestSchema, { code: "123456" }),
    required: true,
  },
};
/** Issuer shown in the authenticator app beside the login ID. */
const ISSUER = "Employer Portal";

const statusRoute = guardedRoute({
  guard: { policy: "account.mfa" },
  method: "get",
  path: "/mfa/authenticator",
  description: "Whether the administrator has an authenticator app enrolled (TOTP).",
  responses: {
    200: { description: "The authenticator's status", content: json(authenticatorStatusSchema) },
    ...signInErrors,
  },
});

const setUpRoute = guardedRoute({
  guard: { policy: "account.mfa" },
  method: "post",
  path: "/mfa/authenticator",
  description:
    "Starts setting up an authenticator app: a new secret (kept sealed), its otpauth:// URI and QR code, shown once. Not enrolled until a first code confirms it. An enrolled app is not replaced here: remove it first (which needs the current password).",
  responses: {
    201: { description: "The secret to scan or type", content: json(authenticatorSetupSchema) },
    ...signInErrors,
    403: errorAnswer("The brand does not offer MFA (its mfaToggle flag)", refusalCodes),
    409: errorAnswer("An authenticator app is enrolled already", ["authenticator_enrolled"]),
  },
});

const confirmRoute = guardedRoute({
  guard: { policy: "account.mfa" },
  method: "post",
  path: "/mfa/authenticator/confirm",
  description:
    "The first code from the app: valid (this or a neighbouring 30-second step) enrols it; a wrong code, or no set-up in progress, answers 200 with valid false and the sentence.",
  request: codeBody,
  responses: {
    200: { description: "Whether the app is now enrolled", content: json(authenticatorConfirmSchema) },
    ...signInErrors,
    403: errorAnswer("The brand does not offer MFA (its mfaToggle flag)", refusalCodes),
  },
});

const removeRoute = guardedRoute({
  guard: { policy: "account.mfa" },
  method: "delete",
  path: "/mfa/authenticator",
  description: `Removes the authenticator app: sign-in goes back to the e-mailed passcode (when enrolled). Needs \`currentPassword\` unless this session verified a factor in the last ${FRESH_FACTOR_MINUTES} minutes.`,
  request: {
    body: {
      content: json(reauthenticationSchema, { currentPassword: "the-current-password" }),
      required: true,
    },
  },
  responses: {
    200: { description: "The authenticator's status", content: json(authenticatorStatusSchema) },
    ...signInErrors,
    403: errorAnswer(
      "No current password and no fresh factor (password_required), or a wrong one (wrong_password)",
      [...refusalCodes, "password_required", "wrong_password"],
    ),
    429: errorAnswer("Too many wrong passwords: wait, then try again", ["too_many_attempts"]),
  },
});

const signInRoute = guardedRoute({
  guard: { policy: "session.factor" },
  method: "post",
  path: "/session/authenticator",
  description:
    "The authenticator app's code at sign-in (factor-pending session). Valid: signed in (a new token). Wrong or replayed: 200 with the outcome; the third failure ends the sign-in attempt. Wrong codes also count per administrator across sign-in attempts: past the limit every code, the right one too, answers 429 (code factor_locked) until the lock ends.",
  request: codeBody,
  responses: {
    200: { description: "The submission's outcome", content: json(signInAuthenticatorResultSchema) },
    ...signInErrors,
    429: errorAnswer("Too many wrong codes: the factor is locked for a while", ["factor_locked"]),
  },
});

/**
 * The authenticator app (beyond the spec). Audit rows say what happened (enrolled,
 * removed, failed, the attempt ended), never a code or a secret.
 */
export const authenticatorRoutes = new GuardedApi()
  .openapi(statusRoute, async (c) => {
    const session = requireSession(c.get("session"));
    return c.json(await authenticatorStatus(c.get("deps").db, session.adminId), 200);
  })
  .openapi(setUpRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { db, vault } = c.get("deps");
    await requireOffered(db, session, "authenticator");
    // Replacing an enrolled app is removing it (with the password) and setting up anew: a session
    // alone must not swap the factor for one of its own (a stolen session alone must not weaken the account).
    if ((await authenticatorStatus(db, session.adminId)).enrolled)
      throw new HttpError(409, mfaMessages.authenticatorEnrolled, "authenticator_enrolled");
    const setUp = await newAuthenticatorSecret(ISSUER, session.view.admin.loginId);
    await storePendingSecret(db, vault, session.adminId, setUp.secret);
    await audit(db, session.adminId, "mfa.authenticator.setup", session.view.admin.loginId);
    return c.json(setUp, 201);
  })
  .openapi(confirmRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { code } = c.req.valid("json");
    const { db, vault, now } = c.get("deps");
    const loginId = session.view.admin.loginId;
    await requireOffered(db, session, "authenticator");
    const valid = await confirmPendingSecret(db, vault, session.adminId, code, now());
    // No set-up in progress is an outcome like a wrong code (as a passcode attempt no server made
    // answers `expired`): the example body, sent with none, shows it.
    if (valid !== null)
      await audit(
        db,
        session.adminId,
        valid ? "mfa.authenticator.enrolled" : "mfa.authenticator.failed",
        loginId,
      );
    return c.json(
      {
        valid: valid === true,
        message:
          valid === null ? authenticatorMessages.noSetup : valid ? null : authenticatorMessages.invalid,
        status: await authenticatorStatus(db, session.adminId),
      },
      200,
    );
  })
  .openapi(removeRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { currentPassword } = c.req.valid("json");
    const { db } = c.get("deps");
    // A session alone may not remove a factor: the password, or a factor verified just now (a stolen session alone must not weaken the account).
    const proof = await requireReauthentication(c, session, "mfa.authenticator.remove", currentPassword);
    if (await removeAuthenticator(db, session.adminId))
      await audit(db, session.adminId, "mfa.authenticator.removed", session.view.admin.loginId, {
        confirmedWith: proof,
      });
    return c.json(await authenticatorStatus(db, session.adminId), 200);
  })
  .openapi(signInRoute, async (c) => {
    const pending = c.get("pendingSession");
    if (!pending) throw unauthorized();
    const { code } = c.req.valid("json");
    const { db, vault, now, mailer } = c.get("deps");
    const loginId = pending.view.admin.loginId;
    const token = getCookie(c, SESSION_COOKIE) ?? "";
    // Counted per administrator across sign-in attempts before it is compared (mfa/factor-throttle.ts).
    await reserveSignInCode(c, pending.adminId, loginId, "totp");
    const made = await countFactorAttempt(db, pending.tokenHash, MFA_MAX_ATTEMPTS);
    const valid = made !== null && (await redeemSignInCode(db, vault, pending.adminId, code, now()));
    const attemptsLeft = MFA_MAX_ATTEMPTS - (made ?? MFA_MAX_ATTEMPTS);
    if (made !== null && !valid)
      await factorCodeWrong({ db, mailer }, { id: pending.adminId, loginId, factor: "totp" }, now());
    else await releaseFactorCode(db, pending.adminId);
    if (valid) {
      // The privilege changes, so the token does (session fixation), as after an e-mailed passcode.
      const signedIn = await rotateSession(db, pending.tokenHash, { factorPending: false });
      if (!signedIn) throw unauthorized();
      await markFactorVerified(db, tokenHash(signedIn), now());
      await audit(db, pending.adminId, "session.factor.verified", loginId, { factor: "totp" });
      await audit(db, pending.adminId, "session.login", loginId, { factor: "totp" });
      setSessionCookie(c, signedIn);
      const session = await loadSessionFor(c.get("deps"), signedIn);
      return c.json(
        {
          valid: true,
          outcome: "valid" as const,
          message: null,
          attemptsLeft,
          session: requireSession(session).view,
        },
        200,
      );
    }
    const outcome = attemptsLeft === 0 ? ("locked" as const) : ("invalid" as const);
    await audit(db, pending.adminId, "session.factor.failed", loginId, {
      factor: "totp",
      outcome,
      attemptsLeft,
    });
    if (outcome === "locked") {
      // Three failures end this sign-in attempt: sign in again.
      await destroySession(db, token);
      deleteCookie(c, SESSION_COOKIE, { path: "/" });
      await audit(db, pending.adminId, "session.factor.ended", loginId, { factor: "totp" });
    }
    return c.json(
      { valid: false, outcome, message: mfaOutcomeMessages[outcome], attemptsLeft, session: null },
      200,
    );
  });
