import { saveFailureModal } from "./save.js";

/**
 * The code (and the fraud check's description) of an SSN that is another member's: the spec's
 * EMPLOYEE-DETAILS-FRAUD, opening the SSN fraud modal (enrollment.md §8 Employee-details fraud),
 * in the API's one style of codes (the contract's `errorCodes`).
 */
export const EMPLOYEE_DETAILS_FRAUD = "employee_details_fraud";

/** One group whose vision or dental products failed the validation on save (validateProductsResponse, §7). */
export interface ProductFailure {
  groupNumber: string;
  messages: readonly string[];
}

/**
 * What a final save answered, as the portal got it: accepted (possibly with groups whose vision or
 * dental products failed), or refused with an HTTP status (0: no answer at all), an error name and
 * a message.
 */
export type SaveAnswer =
  | { ok: true; validateProductsResponse?: readonly ProductFailure[] | undefined }
  | { ok: false; status: number; code?: string | null | undefined; message: string };

/** The modal a final save's answer opens (enrollment.md §8); `none` leaves the outcome to show. */
export type SaveAnswerModal =
  | { modal: "none" }
  | { modal: "pendingTransaction" }
  | { modal: "visionDental"; details: string[] }
  | { modal: "ssnFraud" }
  | { modal: "warning"; message: string }
  | { modal: "transactionError"; message: string };

/**
 * Which modal a final save's answer opens (enrollment.md §8 error catalogue): the error named
 * pendingTransaction (code `pending_transaction`) opens the pending transaction modal; visionDental
 * (`vision_dental`), or groups whose products
 * failed validation (validateProductsResponse, §4, §7), the vision and dental modal with what failed;
 * EMPLOYEE-DETAILS-FRAUD the SSN fraud modal (no data); a save that failed without the service
 * refusing it (no answer, a server error, an answer of unexpected shape) the transaction error modal,
 * which goes home; any other refusal shows its message in a Warning with OK.
 */
export function saveAnswerModal(answer: SaveAnswer): SaveAnswerModal {
  if (answer.ok) {
    const details = (answer.validateProductsResponse ?? []).flatMap((failure) => failure.messages);
    return details.length > 0 ? { modal: "visionDental", details } : { modal: "none" };
  }
  if (answer.code === EMPLOYEE_DETAILS_FRAUD) return { modal: "ssnFraud" };
  const named = saveFailureModal(answer.code);
  if (named === "pendingTransaction") return { modal: "pendingTransaction" };
  if (named === "visionDental") return { modal: "visionDental", details: [] };
  // Status 0 is no answer; 5xx (502 also for an answer of unexpected shape) is the service failing.
  if (answer.status === 0 || answer.status >= 500)
    return { modal: "transactionError", message: answer.message };
  return { modal: "warning", message: answer.message };
}
