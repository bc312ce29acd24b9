import { genderLabels } from "@epr/domain";
import { useRef } from "react";
import { maskSsn } from "../../lib/masks.js";
import { Button } from "../../primitives/Button/Button.js";
import { ModalFrame } from "../ModalFrame/ModalFrame.js";

/**
 * Words of the validate-SSN modal. The spec names the existing-SSN check (enrollment.md §5, §7) and
 * the modal (§2) but quotes no text: this wording is ours.
 */
export const defaultValidateSsnCopy = {
  title: "Existing Employee Found",
  text: "An employee with this SSN is already on file for this client. Continue with this employee, or return and check the SSN?",
  name: "Name",
  memberId: "Member ID",
  ssn: "SSN",
  birthDate: "Date of Birth",
  gender: "Gender",
  groups: "Groups",
  continue: "Continue",
  return: "Return",
};

/** The words of the validate-SSN modal. */
export type ValidateSsnCopy = Record<keyof typeof defaultValidateSsnCopy, string>;

/** The subscriber the existing-SSN check matched, within the administrator's own client. */
export interface ValidateSsnMatch {
  /** Full name. */
  name: string;
  /** Member identifier (umi), when the match is an existing member. */
  memberId?: string;
  /** The SSN as the server sends it (masked); a 9-digit value is masked here too, last four shown. */
  ssn: string;
  /** Date of birth, MM/dd/yyyy. */
  birthDate?: string;
  /** Sex code, M or F. */
  gender?: string;
  /** Group numbers the subscriber has. */
  groups?: readonly string[];
}

/** Props of `ValidateSsn`. */
export interface ValidateSsnProps {
  /** Whether the modal is open. */
  open: boolean;
  /** The matched subscriber's summary. */
  match: ValidateSsnMatch;
  /** Go on with the employee on file. */
  onContinue: () => void;
  /** Escape, × or Return: back to the form to check the SSN. */
  onReturn: () => void;
  /** Override any of the words. */
  copy?: Partial<ValidateSsnCopy>;
}

/**
 * Validate SSN (enrollment.md §2 Modals; §5 Existing-SSN check): the SSN matches a subscriber of the
 * administrator's own client. Shows that subscriber's summary (SSN masked) and asks to continue or
 * return. An alert dialog; focus starts on Return and Escape means Return.
 */
export function ValidateSsn({ open, match, onContinue, onReturn, copy }: ValidateSsnProps) {
  const words = { ...defaultValidateSsnCopy, ...copy };
  const back = useRef<HTMLButtonElement>(null);
  const gender =
    match.gender && match.gender in genderLabels ? genderLabels[match.gender as "M" | "F"] : match.gender;
  const rows: [string, string | undefined][] = [
    [words.name, match.name],
    [words.memberId, match.memberId],
    [words.ssn, maskSsn(match.ssn)],
    [words.birthDate, match.birthDate],
    [words.gender, gender],
    [words.groups, match.groups?.length ? match.groups.join(", ") : undefined],
  ];
  return (
    <ModalFrame
      name="validate-ssn"
      open={open}
      alert
      title={words.title}
      description={words.text}
      onDismiss={onReturn}
      initialFocus={back}
      footer={
        <>
          <Button ref={back} variant="outline" onClick={onReturn}>
            {words.return}
          </Button>
          <Button onClick={onContinue}>{words.continue}</Button>
        </>
      }
    >
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </ModalFrame>
  );
}
