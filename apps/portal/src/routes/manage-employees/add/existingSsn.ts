import type {
  ExistingSubscriber,
  FraudCheckRequest,
  FraudCheckResponse,
  SsnCheckResponse,
} from "@epr/contract";
import type { Subscriber } from "@epr/domain";
import type { ValidateSsnMatch } from "@epr/ui/modals/validate-ssn";

/** What the existing-SSN check found (enrollment.md §5, §7, §8). */
export type ExistingSsnOutcome =
  | { kind: "none" }
  /** Another client's member, or details that do not match: the SSN fraud modal, with no data. */
  | { kind: "fraud" }
  /** An employee of this client: the validate SSN modal with their summary (SSN masked). */
  | { kind: "validate"; match: ValidateSsnMatch };

/**
 * The fraud check's body from the accepted subscriber (enrollment.md §7: SSN, names, gender and
 * date of birth MM/dd/yyyy, which is the record's own date form); null when the SSN is not nine
 * digits typed in this session (a resumed enrollment's SSN is on file, masked, checked when it was
 * first saved).
 */
export function fraudCheckRequest(subscriber: Subscriber): FraudCheckRequest | null {
  const ssn = (subscriber.ssn ?? "").replace(/\D/g, "");
  const { first, last } = subscriber.fullName ?? {};
  if (!/^\d{9}$/.test(ssn) || !first || !last || !subscriber.gender || !subscriber.birthDate) return null;
  return { ssn, firstName: first, lastName: last, gender: subscriber.gender, dob: subscriber.birthDate };
}

/** The validate SSN modal's summary of a subscriber on file. */
export function validateSsnMatch(subscriber: ExistingSubscriber): ValidateSsnMatch {
  const groups = [...new Set(subscriber.memberCoverages.map((coverage) => coverage.groupNumber))];
  return {
    name: [subscriber.fullName.first, subscriber.fullName.middle, subscriber.fullName.last]
      .filter(Boolean)
      .join(" "),
    memberId: subscriber.umi,
    ssn: subscriber.ssn,
    ...(subscriber.birthDate ? { birthDate: subscriber.birthDate } : {}),
    ...(subscriber.gender ? { gender: subscriber.gender } : {}),
    groups,
  };
}

/**
 * Which modal the existing-SSN check opens. `fraud` is the fraud check's answer (SSN, names,
 * gender, birth date); `sameClient` the existing-SSN check within the client, asked only when the
 * fraud check said fraud, to tell an employee of this client whose details differ (the validate
 * SSN modal: the administrator may see them and check the SSN) from another client's member (the
 * SSN fraud modal only). An employee of this client the administrator may not read is fraud too:
 * nothing of them is shown.
 */
export function existingSsnOutcome(
  fraud: FraudCheckResponse,
  sameClient: SsnCheckResponse | null,
): ExistingSsnOutcome {
  if (fraud.subscriber) return { kind: "validate", match: validateSsnMatch(fraud.subscriber) };
  if (!fraud.fraud) return { kind: "none" };
  if (sameClient?.subscriber) return { kind: "validate", match: validateSsnMatch(sameClient.subscriber) };
  return { kind: "fraud" };
}
