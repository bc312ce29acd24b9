import type { BrandRules } from "../brand/brandRules.js";
import { formatPcpDate, formatUsDate, isDayAfter, parseDate, parseUsDate, toDate } from "../dates/dates.js";
import type { MemberCoverage, MemberLob, ProviderInformation } from "../entities/coverage.js";
import type { EmployeeRecord, Member } from "../entities/employee.js";
import { normalizePcpChoice } from "./pcp.js";

/** assist-employees.md §4, §9: the delay after a successful PCP change before the form submit. */
export const PCP_SUCCESS_SUBMIT_DELAY_MS = 500;

/**
 * The effective date a change-PCP card starts with (assist-employees.md §5 Change PCP): today, the
 * one day inside every reason's window (each reaches retroDays back and futureDays ahead of today,
 * both at least 0), so it stands whichever reason is chosen; or the contract coverage effective date
 * when that is later, as no PCP starts before the coverage. The spec gives the window, not a
 * starting value; the earliest day the window allows is ours.
 */
export function defaultPcpEffectiveDate(
  today: Date,
  contractCoverageEffectiveDate: Date | null = null,
): Date {
  const day = toDate(today) ?? today;
  const contract = contractCoverageEffectiveDate ? toDate(contractCoverageEffectiveDate) : null;
  return contract && isDayAfter(contract, day) ? contract : day;
}

/**
 * The cancel date sent with a new PCP: open-ended. The spec names the field (§7 pcpInfo "effective
 * and cancel dates (MMddyyyy)") but not its value for a new PCP; this one is ours.
 */
export const PCP_OPEN_CANCEL_DATE = "12319999";

/** A member's key on the change-PCP screen and in history: 'subscriber' or 'dependent:<pin>' (its position + 2 without one). */
export function memberHistoryKey(member: Pick<Member, "pin">, index: number | null): string {
  if (index === null) return "subscriber";
  return `dependent:${member.pin || String(index + 2).padStart(2, "0")}`;
}

/** One participant of the change-PCP screen as the server reads it (assist-employees.md §3 Participant). */
export interface PcpParticipantView {
  /** 'subscriber' or 'dependent:<pin>': the covered individual the card and the post name (coveredId). */
  coveredIndivId: string;
  firstName: string;
  lastName: string;
  pcpNbr: string;
  pcpName: string;
  establishedPatient: boolean;
  /** The current PCP's effective date, MM/dd/yyyy, or "". */
  effectiveDate: string;
  /** The medical line's coverage effective date, MM/dd/yyyy (contractCovEffDte). */
  contractCovEffDte: string;
  /** The medical line of business (HMO, POS, PPO, …): insuranceLineCde. */
  insuranceLineCde: string;
  /** MM/dd/yyyy. */
  birthDate: string;
  /** Copy to Others shows when there is someone to copy to (showChgPcpCopyToOthers). */
  showChgPcpCopyToOthers: boolean;
}

const isMedical = (lob: MemberLob) => lob.coverageType === "MEDICAL";

/** The medical line of a coverage: an open one first, else the first. */
export function medicalLineOf(coverage: MemberCoverage | undefined): MemberLob | undefined {
  const lines = (coverage?.memberLobs ?? []).filter(isMedical);
  return lines.find((lob) => !lob.coverageEndDate) ?? lines[0];
}

/**
 * The change-PCP participants of one group (assist-employees.md §2.3, §3): the subscriber and each
 * dependent covered by a medical line there. When the subscriber's line is PPO and the brand's flag
 * says so (`changePcpClearsOnPpo`, every brand but 6008 and 6009) the PCP data are cleared.
 */
export function pcpParticipantsOf(
  record: Pick<EmployeeRecord, "subscriber" | "dependents">,
  groupNumber: string,
  brand: Pick<BrandRules, "changePcpClearsOnPpo">,
): PcpParticipantView[] {
  const members: [Member, string][] = [
    [record.subscriber, memberHistoryKey(record.subscriber, null)],
    ...record.dependents.map((d, i): [Member, string] => [d, memberHistoryKey(d, i)]),
  ];
  const subscriberLine = medicalLineOf(
    record.subscriber.memberCoverages.find((c) => c.groupNumber === groupNumber),
  );
  const clear = brand.changePcpClearsOnPpo && subscriberLine?.lineOfBusiness.toUpperCase() === "PPO";
  const covered = members.flatMap(([member, key]) => {
    const coverage = member.memberCoverages.find((c) => c.groupNumber === groupNumber);
    const line = medicalLineOf(coverage);
    return line && coverage ? [{ member, key, coverage, line }] : [];
  });
  return covered.map(({ member, key, coverage, line }) => {
    const pcp = clear ? null : coverage.providerInformation;
    return {
      coveredIndivId: key,
      firstName: member.fullName?.first ?? "",
      lastName: member.fullName?.last ?? "",
      pcpNbr: pcp?.physicianNumber ?? "",
      pcpName: pcp?.physicianName ?? "",
      establishedPatient: pcp?.existingPatientIndicator ?? false,
      effectiveDate: pcp?.physicianEffectiveDate ?? "",
      contractCovEffDte:
        line.coverageEffectiveDate && parseUsDate(line.coverageEffectiveDate)
          ? line.coverageEffectiveDate
          : "",
      insuranceLineCde: line.lineOfBusiness,
      birthDate: member.birthDate ?? "",
      showChgPcpCopyToOthers: covered.length > 1,
    };
  });
}

/** One pcpInfo entry of the change-PCP post (assist-employees.md §7). */
export interface PcpInfoEntry {
  type: "PCP";
  oldPcpNbr: string;
  newPcpNbr: string;
  /** Cut to 34 characters. */
  pcpName: string;
  /** MMddyyyy. */
  pcpEffDte: string;
  /** MMddyyyy. */
  pcpCancelDte: string;
  reasonCode: string;
  reasonDescription: string;
  preExistingInd: "Y" | "N";
}

/** The change-PCP post (assist-employees.md §7 Change PCP payload shape), the parts our server reads. */
export interface PcpChangePayload {
  groupNumber: string;
  /** The participant's coveredIndivId. */
  coveredId: string;
  reqTrackingFlag: "U";
  insuranceLineCde: string;
  /** MMddyyyy. */
  dob: string;
  numOfRec: 1;
  /** Two identical entries (§7). */
  pcpInfo: [PcpInfoEntry, PcpInfoEntry];
}

/** What one card submits, with the reason chosen from the reason codes. */
export interface PcpChangeChoice {
  physicianNumber: string;
  physicianName: string;
  establishedPatient: boolean;
  reasonCode: string;
  reasonDescription: string;
  /** MM/dd/yyyy. */
  effectiveDate: string;
}

/**
 * The change-PCP payload of one participant (assist-employees.md §7): a no-PCP number (002759262,
 * 999999, BC…, IP…) clears name and number with the reason NO INITIAL PCP SELECTION; the name is cut
 * to 34; the reason code is trimmed except where the brand's flag says not (6008, 6009); dates are
 * MMddyyyy; pcpInfo holds two identical entries. Null when it cannot be built (a date that does not
 * read): the page then shows 'There was an error in the code. Sorry.' (§4, §8).
 */
export function buildPcpChangePayload(
  participant: Pick<PcpParticipantView, "coveredIndivId" | "insuranceLineCde" | "birthDate" | "pcpNbr">,
  groupNumber: string,
  choice: PcpChangeChoice,
  brand: Pick<BrandRules, "trimsPcpReasonCode">,
): PcpChangePayload | null {
  const effective = parseUsDate(choice.effectiveDate);
  const dob = parseUsDate(participant.birthDate);
  if (!effective || !dob || !groupNumber || !participant.coveredIndivId) return null;
  const normal = normalizePcpChoice(choice, brand);
  const entry: PcpInfoEntry = {
    type: "PCP",
    oldPcpNbr: participant.pcpNbr,
    newPcpNbr: normal.physicianNumber,
    pcpName: normal.physicianName,
    pcpEffDte: formatPcpDate(effective),
    pcpCancelDte: PCP_OPEN_CANCEL_DATE,
    reasonCode: normal.reasonCode,
    reasonDescription: normal.reasonDescription,
    preExistingInd: choice.establishedPatient ? "Y" : "N",
  };
  return {
    groupNumber,
    coveredId: participant.coveredIndivId,
    reqTrackingFlag: "U",
    insuranceLineCde: participant.insuranceLineCde,
    dob: formatPcpDate(dob),
    numOfRec: 1,
    pcpInfo: [entry, { ...entry }],
  };
}

/**
 * The record with one participant's PCP in one group replaced by the entry's (the server's side of
 * the change-PCP post). Null when the participant has no medical coverage in that group.
 */
export function applyPcpChange<R extends Pick<EmployeeRecord, "subscriber" | "dependents">>(
  record: R,
  groupNumber: string,
  coveredId: string,
  entry: PcpInfoEntry,
): R | null {
  const effective = parseDate(entry.pcpEffDte, "pcp");
  if (!effective) return null;
  const provider: ProviderInformation = {
    physicianNumber: entry.newPcpNbr || null,
    physicianName: entry.pcpName || null,
    existingPatientIndicator: entry.preExistingInd === "Y",
    physicianEffectiveDate: formatUsDate(effective),
    reason: entry.reasonDescription,
  };
  let found = false;
  const change = <M extends Member>(member: M, key: string): M => {
    if (key !== coveredId) return member;
    return {
      ...member,
      memberCoverages: member.memberCoverages.map((coverage) => {
        if (coverage.groupNumber !== groupNumber || !medicalLineOf(coverage)) return coverage;
        found = true;
        return { ...coverage, providerInformation: provider };
      }),
    };
  };
  const next = {
    ...record,
    subscriber: change(record.subscriber, memberHistoryKey(record.subscriber, null)),
    dependents: record.dependents.map((d, i) => change(d, memberHistoryKey(d, i))),
  };
  return found ? next : null;
}
