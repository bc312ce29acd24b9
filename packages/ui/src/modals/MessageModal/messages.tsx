import { domainMessages, sessionMessages } from "@epr/domain";
import { MessageModal, type MessageModalCopy, type OneMessageModalProps } from "./MessageModal.js";

/** Words of the no-selection modal: the title is the spec's (session-and-admin.md §2, §8), the rest ours. */
export const defaultNoSelectionCopy: MessageModalCopy = {
  title: sessionMessages.noSelection,
  text: "Please choose a client before you log in.",
  ok: "OK",
};

/**
 * Words of the SSN fraud modal. The spec names the modal and when it opens (enrollment.md §8:
 * EMPLOYEE-DETAILS-FRAUD) but quotes no text: this wording is ours, and says nothing about the match.
 */
export const defaultSsnFraudCopy: MessageModalCopy = {
  title: "SSN Cannot Be Used",
  text: "The SSN entered cannot be used for this enrollment. Please check the SSN, or contact Customer Service for assistance.",
  ok: "OK",
};

/** Words of the no-modify modal: the message is the spec's (enrollment.md §8 Other), the title and button ours. */
export const defaultNoModifyCopy: MessageModalCopy = {
  title: "Unable to Edit",
  text: domainMessages.notEligibleToEdit,
  ok: "OK",
};

/**
 * Words of the pending-transaction modal; the message is the spec's (enrollment.md §8 Pending edit;
 * the cancel flow passes `domainMessages.pendingCancel` as `text`), the rest ours.
 */
export const defaultPendingTransactionCopy: MessageModalCopy = {
  title: "Pending Transaction",
  text: domainMessages.pendingEdit,
  ok: "OK",
};

/**
 * No Selection (session-and-admin.md §2 /clients: "Choosing no client opens a 'No Selection'
 * modal"; §8 Client selection without a choice): LOG IN with no client chosen.
 */
export function NoSelection({ copy, ...props }: NoSelectionProps) {
  return <MessageModal {...props} name="no-selection" copy={{ ...defaultNoSelectionCopy, ...copy }} />;
}

/**
 * SSN fraud (enrollment.md §2 Modals, §8): the SSN matches a member outside the administrator's
 * client. It shows only the message: it takes no data, so it cannot leak another client's member.
 */
export function SsnFraud({ copy, ...props }: SsnFraudProps) {
  return <MessageModal {...props} name="ssn-fraud" copy={{ ...defaultSsnFraudCopy, ...copy }} />;
}

/**
 * No modify (enrollment.md §2 Modals; §4 Edit entry: "Without modify rights a 'no modify' modal
 * opens"; §8 'You are not eligible to edit the record for this group.'): the summary stays in view.
 */
export function NoModify({ copy, ...props }: NoModifyProps) {
  return <MessageModal {...props} name="no-modify" copy={{ ...defaultNoModifyCopy, ...copy }} />;
}

/**
 * Pending transaction (enrollment.md §2 Modals; §4 Edit entry; §8): a save answered
 * `pendingTransaction`, or the pending check found one, so changes are blocked.
 */
export function PendingTransaction({ copy, ...props }: PendingTransactionProps) {
  return (
    <MessageModal
      {...props}
      name="pending-transaction"
      copy={{ ...defaultPendingTransactionCopy, ...copy }}
    />
  );
}

/** The words of each one-message modal. */
export type NoSelectionCopy = MessageModalCopy;
export type SsnFraudCopy = MessageModalCopy;
export type NoModifyCopy = MessageModalCopy;
export type PendingTransactionCopy = MessageModalCopy;
/** Props of each one-message modal. */
export type NoSelectionProps = OneMessageModalProps;
export type SsnFraudProps = OneMessageModalProps;
export type NoModifyProps = OneMessageModalProps;
export type PendingTransactionProps = OneMessageModalProps;
