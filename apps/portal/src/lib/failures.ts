import { ApiError, type ErrorCode } from "@epr/contract";
import { PENDING_TRANSACTION, UNRECOGNIZED_ANSWER_CODE } from "@epr/domain";

/**
 * How the portal reads a failed call: the one module that knows the API's error codes (the
 * contract's `errorCodes`) and statuses. Pages ask these helpers what a failure is and show what
 * they show for it; none of them names a code or a status (failures.test.ts keeps it so).
 */

/** What a failed call is, as a page decides what to show. */
export type FailureKind =
  /** Not a failed call at all (a bug, something thrown that is not an answer). */
  | "notACall"
  /** The server could not be reached (status 0). */
  | "noAnswer"
  /** An answer of a shape the client does not know (the contract's call). */
  | "unreadable"
  /** 401: not signed in, or the session ended. */
  | "signedOut"
  /** 403: the policy refused it. */
  | "notAllowed"
  /** 404: no such record (or not one of the administrator's). */
  | "notFound"
  /** 412: someone else changed the record after it was read. */
  | "changedElsewhere"
  /** Any other refusal the server explained (4xx), with its sentence. */
  | "refused"
  /** The server failed (5xx). */
  | "serverFailure";

/** A failed call's facts: its status (0: no answer), code, sentence and fields at fault. */
export interface CallFailure {
  status: number;
  code: ErrorCode | undefined;
  message: string;
  issues: { path: string; message: string }[];
}

/** The failed call `error` is, or null when it is not one. */
export function callFailure(error: unknown): CallFailure | null {
  if (!(error instanceof ApiError)) return null;
  return { status: error.status, code: error.code, message: error.message, issues: error.body.issues ?? [] };
}

/** The kind of a failure, for what a page shows. */
export function failureKind(error: unknown): FailureKind {
  const failure = callFailure(error);
  if (!failure) return "notACall";
  if (failure.status === 0) return "noAnswer";
  if (failure.code === UNRECOGNIZED_ANSWER_CODE) return "unreadable";
  if (failure.status >= 500) return "serverFailure";
  if (failure.status === 401) return "signedOut";
  if (failure.status === 403) return "notAllowed";
  if (failure.status === 404) return "notFound";
  if (failure.status === 412) return "changedElsewhere";
  return "refused";
}

/** A refusal the server explained (a 4xx), which asking again will not change. */
export function isRefusal(error: unknown): boolean {
  const status = callFailure(error)?.status ?? 0;
  return status >= 400 && status < 500;
}

/** Worth asking again: no answer, a server failure or a bug, never a refusal. */
export const isWorthRetrying = (error: unknown): boolean => !isRefusal(error);

/** The server's failed answer or no answer at all (anything but a refusal it explained). */
export const isServiceFailure = (error: unknown): boolean => {
  const kind = failureKind(error);
  return kind === "notACall" || kind === "unreadable" || kind === "serverFailure";
};

/** The failed call's own sentence (the server's, or the client's for no answer); `fallback` otherwise. */
export function failureSentence<T extends string | null>(error: unknown, fallback: T): string | T {
  return callFailure(error)?.message ?? fallback;
}

/** The server's sentence for a refusal it explained (4xx); `fallback` for anything else. */
export function refusalSentence(error: unknown, fallback: string): string {
  return isRefusal(error) ? (callFailure(error)?.message ?? fallback) : fallback;
}

/** The fields at fault of a refused call (each with the schema's message); none otherwise. */
export const failureIssues = (error: unknown): { path: string; message: string }[] =>
  callFailure(error)?.issues ?? [];

/** The employee has a transaction in process (enrollment.md §8 pendingTransaction). */
export const isPendingTransaction = (error: unknown): boolean =>
  callFailure(error)?.code === PENDING_TRANSACTION;

/** The payment's reference is recorded already for the group (docs/features/billing.md, Payments). */
export const isDuplicatePayment = (error: unknown): boolean =>
  callFailure(error)?.code === "duplicate_payment";

/** A group chosen for a billing account is billed to another account already (docs/features/billing.md). */
export const isGroupInAccount = (error: unknown): boolean => callFailure(error)?.code === "group_in_account";

/** The user ID asked for is taken (session-and-admin.md §2 add plan administrator). */
export const isLoginTaken = (error: unknown): boolean => callFailure(error)?.code === "login_taken";

/**
 * The server refused the current password asked before a change (wrong, missing, or too many
 * tries): said on the password field rather than in the card's failure bar.
 */
export function isPasswordRefused(error: unknown): boolean {
  const failure = callFailure(error);
  return (
    failure !== null &&
    (failure.status === 429 || failure.code === "wrong_password" || failure.code === "password_required")
  );
}

/**
 * The return code of a failed service call (enrollment.md §8, looked up in the service error
 * catalogue): the error answer's code, else its HTTP status; none for a failure that is not an
 * answer (a bug).
 */
export function returnCodeOf(error: unknown): string | null {
  const failure = callFailure(error);
  if (!failure) return null;
  return failure.code ?? String(failure.status);
}

/**
 * The Bulk changes upload's refusal (eligibility_file_refused), or null for any other failure: the
 * server's sentence and its details as they came (the page's own module reads them with the
 * contract's schema, which so stays out of every other page's load).
 */
export function eligibilityFileRefusal(error: unknown): { message: string; details: unknown } | null {
  const failure = callFailure(error);
  if (failure?.code !== "eligibility_file_refused") return null;
  return { message: failure.message, details: (error as ApiError).body.details };
}
