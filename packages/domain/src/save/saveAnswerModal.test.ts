import { describe, expect, it } from "vitest";
import { domainMessages } from "../messages.js";
import { PENDING_TRANSACTION, VISION_DENTAL } from "./save.js";
import {
  EMPLOYEE_DETAILS_FRAUD,
  type SaveAnswer,
  type SaveAnswerModal,
  saveAnswerModal,
} from "./saveAnswerModal.js";

const needsMedical =
  "Ada Lind: vision and dental coverage in group 100300 can be added only with medical coverage in the same group.";

describe("saveAnswerModal (enrollment.md §8 error catalogue)", () => {
  it.each<[string, SaveAnswer, SaveAnswerModal]>([
    ["accepted, every product valid", { ok: true }, { modal: "none" }],
    [
      "accepted, an empty validateProductsResponse",
      { ok: true, validateProductsResponse: [] },
      { modal: "none" },
    ],
    [
      "accepted, a group's vision/dental products failed",
      {
        ok: true,
        validateProductsResponse: [
          { groupNumber: "100300", messages: [needsMedical] },
          { groupNumber: "100307", messages: [] },
        ],
      },
      { modal: "visionDental", details: [needsMedical] },
    ],
    [
      "409 pendingTransaction",
      { ok: false, status: 409, code: PENDING_TRANSACTION, message: "already submitted" },
      { modal: "pendingTransaction" },
    ],
    [
      "error named visionDental",
      { ok: false, status: 422, code: VISION_DENTAL, message: "vision" },
      { modal: "visionDental", details: [] },
    ],
    [
      "409 EMPLOYEE-DETAILS-FRAUD",
      { ok: false, status: 409, code: EMPLOYEE_DETAILS_FRAUD, message: "another member's SSN" },
      { modal: "ssnFraud" },
    ],
    [
      "409 ssn_exists: another message",
      {
        ok: false,
        status: 409,
        code: "ssn_exists",
        message: "An employee with this SSN is already enrolled.",
      },
      { modal: "warning", message: "An employee with this SSN is already enrolled." },
    ],
    [
      "400 without a code",
      { ok: false, status: 400, message: domainMessages.invalidProviders },
      { modal: "warning", message: domainMessages.invalidProviders },
    ],
    [
      "no answer at all (status 0)",
      { ok: false, status: 0, code: "network", message: "We could not reach the portal." },
      { modal: "transactionError", message: "We could not reach the portal." },
    ],
    [
      "500",
      { ok: false, status: 500, code: null, message: "Something went wrong." },
      { modal: "transactionError", message: "Something went wrong." },
    ],
    [
      "an answer of unexpected shape (502 bad_response)",
      { ok: false, status: 502, code: "bad_response", message: domainMessages.unexpectedFormat },
      { modal: "transactionError", message: domainMessages.unexpectedFormat },
    ],
  ])("%s", (_, answer, modal) => {
    expect(saveAnswerModal(answer)).toEqual(modal);
  });
});
