import { getBrand } from "@epr/brand-themes/registry";
import {
  type MfaStatus,
  mfaMessages,
  mfaOutcomeMessages,
  mfaPasscodeRequestSchema,
  mfaPasscodeResponseSchema,
  mfaStatusSchema,
  mfaUpdateRequestSchema,
  mfaValidateRequestSchema,
  mfaValidateResponseSchema,
} from "@epr/contract";
import { FRESH_FACTOR_MINUTES, MFA_CODE_TTL_MINUTES } from "@epr/domain";
import { markFactorVerified, requireReauthentication } from "../auth/reauth.js";
import type { SessionContext } from "../auth/sessions.js";
import { tooManyAttempts } from "../auth/throttle.js";
import type { Queryable } from "../db/database.js";
import { audit } from "../http/audit.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { errorAnswer, json, refusalCodes, signInErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";
import { mayUseMfa } from "../policy/index.js";
import { checkPasscode, issuePasscode, maskEmail, redeemVerified } from "./passcodes.js";

const notOffered = {
  403: errorAnswer("The brand does not offer MFA (its mfaToggle flag)", refusalCodes),
};
/** The id in the examples: an attempt no server made, so the validate example answers `expired`. */
const EXAMPLE_CORRELATION_ID = "00000000-0000-4000-8000-000000000000";

const statusRoute = guardedRoute({
  guard: { policy: "account.mfa" },
  method: "get",
  path: "/mfa",
  description:
    "The administrator's MFA: whether the brand offers the toggle, whether they are enrolled, and the challenge info (session-and-admin.md §4, §7 challengeDisplayInfo).",
  responses: {
    200: { description: "MFA of the signed-in administrator", content: json(mfaStatusSchema) },
    ...signInErrors,
  },
});

const createRoute = guardedRoute({
  guard: { policy: "account.mfa" },
  method: "post",
  path: "/mfa/passcodes",
  description: `E-mails a new one-time code to the administrator's address (OTP create, §7), valid ${MFA_CODE_TTL_MINUTES} minutes; older codes stop working.`,
  request: {
    body: {
      content: json(mfaPasscodeRequestSchema, { deliveryChannel: "email" }),
      required: true,
    },
  },
  responses: {
    201: { description: "Code sent; its attempt's correlationId", content: json(mfaPasscodeResponseSchema) },
    ...signInErrors,
    ...notOffered,
    429: errorAnswer("Too many codes asked for: wait, then try again", ["too_many_attempts"]),
  },
});

const validateRoute = guardedRoute({
  guard: { policy: "account.mfa" },
  method: "post",
  path: "/mfa/passcodes/validate",
  description:
    "One submission of a code for an attempt of this session (OTP validate, §7). Wrong, empty, locked or expired codes answer 200 with their outcome and the spec's sentence (§5): the validity is the answer.",
  request: {
    body: {
      content: json(mfaValidateRequestSchema, { correlationId: EXAMPLE_CORRELATION_ID, otpCode: "123456" }),
      required: true,
    },
  },
  responses: {
    200: { description: "The submission's outcome", content: json(mfaValidateResponseSchema) },
    ...signInErrors,
  },
});

const updateRoute = guardedRoute({
  guard: { policy: "account.mfa" },
  method: "put",
  path: "/mfa",
  description: `The MFA update record (§3, §7 modify-user): "true" enrols with the attempt just verified in this session; "false" disables and clears the e-mail, and needs \`currentPassword\` unless this session verified a factor in the last ${FRESH_FACTOR_MINUTES} minutes.`,
  request: {
    body: {
      content: json(mfaUpdateRequestSchema, {
        hmhsmfaenrolled: "false",
        currentPassword: "the-current-password",
      }),
      required: true,
    },
  },
  responses: {
    200: { description: "MFA as it now is", content: json(mfaStatusSchema) },
    ...signInErrors,
    403: errorAnswer(
      "The brand does not offer MFA; or, to disable, no current password and no fresh factor (password_required), or a wrong one (wrong_password)",
      [...refusalCodes, "password_required", "wrong_password"],
    ),
    429: errorAnswer("Too many wrong passwords: wait, then try again", ["too_many_attempts"]),
    409: errorAnswer("No verified attempt of this session to enrol with", ["mfa_not_verified"]),
  },
});

/** Whether the session's brand offers the MFA toggle (the brand record's flag, §2 /profile, §6). */
const offered = (session: SessionContext) => getBrand(session.view.brandCode).capabilities.mfaToggle;

async function statusOf(db: Queryable, session: SessionContext): Promise<MfaStatus> {
  const { rows } = await db.query<{ mfa_enrolled: boolean; mfa_email: string | null }>(
    "select mfa_enrolled, mfa_email from plan_admins where id = $1",
    [session.adminId],
  );
  const row = rows[0];
  const enrolled = Boolean(row?.mfa_enrolled);
  return {
    offered: offered(session),
    enrolled,
    challengeInfoList:
      enrolled && row?.mfa_email ? [{ deliveryChannel: "email", destination: maskEmail(row.mfa_email) }] : [],
    codeTtlMinutes: MFA_CODE_TTL_MINUTES,
  };
}

/** Refuses (and audits) MFA changes for a brand that does not offer the toggle. */
export async function requireOffered(db: Queryable, session: SessionContext, action: string): Promise<void> {
  const decision = mayUseMfa(offered(session), mfaMessages.notOffered);
  if (decision)
    await audit(db, session.adminId, "mfa.refused", session.view.admin.loginId, {
      action,
      brandCode: session.view.brandCode,
    });
  enforce(decision);
}

/**
 * The profile's MFA (session-and-admin.md §4 MFA toggle). Audit rows name the attempt and the
 * outcome, never a code (DESIGN.md); the subject is the login ID, as the sign-in rows have it.
 */
export const mfaRoutes = new GuardedApi()
  .openapi(statusRoute, async (c) => {
    const session = requireSession(c.get("session"));
    return c.json(await statusOf(c.get("deps").db, session), 200);
  })
  .openapi(createRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { db, mailer, now } = c.get("deps");
    const loginId = session.view.admin.loginId;
    await requireOffered(db, session, "passcode");
    const { rows } = await db.query<{ email: string }>("select email from plan_admins where id = $1", [
      session.adminId,
    ]);
    const email = rows[0]?.email ?? "";
    const result = await issuePasscode(
      { db, mailer },
      { adminId: session.adminId, sessionHash: session.tokenHash, purpose: "enroll", email, now: now() },
    );
    if (!result.issued) {
      await audit(db, session.adminId, "mfa.passcode.throttled", loginId);
      c.header("Retry-After", String(result.retryAfterSeconds));
      throw new HttpError(429, tooManyAttempts(result.retryAfterSeconds), "too_many_attempts");
    }
    await audit(db, session.adminId, "mfa.passcode.sent", loginId, {
      correlationId: result.correlationId,
      deliveryChannel: "email",
      mailer: mailer.kind,
    });
    return c.json(
      {
        correlationId: result.correlationId,
        minorCode: null,
        destination: maskEmail(email),
        expiresAt: result.expiresAt.toISOString(),
      },
      201,
    );
  })
  .openapi(validateRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { correlationId, otpCode } = c.req.valid("json");
    const { db, now } = c.get("deps");
    const result = await checkPasscode(db, {
      correlationId,
      adminId: session.adminId,
      sessionHash: session.tokenHash,
      purpose: "enroll",
      code: otpCode,
      now: now(),
    });
    const loginId = session.view.admin.loginId;
    const detail = {
      correlationId,
      outcome: result.outcome,
      attemptsLeft: result.attemptsLeft,
      empty: otpCode.trim() === "",
    };
    if (result.outcome === "valid") {
      // A code from the administrator's mailbox: for a few minutes it stands for the password.
      await markFactorVerified(db, session.tokenHash, now());
      await audit(db, session.adminId, "mfa.passcode.verified", loginId, detail);
    } else {
      await audit(db, session.adminId, "mfa.passcode.failed", loginId, detail);
      // The submission that locks the attempt gets a row of its own (lockouts are audited).
      if (result.outcome === "locked" && result.counted)
        await audit(db, session.adminId, "mfa.passcode.locked", loginId, { correlationId });
    }
    return c.json(
      {
        valid: result.outcome === "valid",
        outcome: result.outcome,
        message: mfaOutcomeMessages[result.outcome],
        attemptsLeft: result.attemptsLeft,
      },
      200,
    );
  })
  .openapi(updateRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const body = c.req.valid("json");
    const { db, now } = c.get("deps");
    const loginId = session.view.admin.loginId;
    if (body.hmhsmfaenrolled === "false") {
      // A session alone may not turn MFA off: the password, or a factor verified just now (a stolen session alone must not weaken the account).
      const proof = await requireReauthentication(c, session, "mfa.disable", body.currentPassword);
      // §4: confirming the disable sets the enrolled flag false and clears the e-mail.
      await db.query("update plan_admins set mfa_enrolled = false, mfa_email = null where id = $1", [
        session.adminId,
      ]);
      await audit(db, session.adminId, "mfa.disabled", loginId, { confirmedWith: proof });
      return c.json(await statusOf(db, session), 200);
    }
    await requireOffered(db, session, "enroll");
    const email = body.correlationId
      ? await redeemVerified(db, {
          correlationId: body.correlationId,
          adminId: session.adminId,
          sessionHash: session.tokenHash,
          purpose: "enroll",
          now: now(),
        })
      : null;
    if (!email) {
      await audit(db, session.adminId, "mfa.enroll.refused", loginId, {
        correlationId: body.correlationId ?? null,
      });
      throw new HttpError(409, mfaMessages.notVerified, "mfa_not_verified");
    }
    await db.query("update plan_admins set mfa_enrolled = true, mfa_email = $2 where id = $1", [
      session.adminId,
      email,
    ]);
    await audit(db, session.adminId, "mfa.enrolled", loginId, {
      correlationId: body.correlationId,
      destination: maskEmail(email),
    });
    return c.json(await statusOf(db, session), 200);
  });
