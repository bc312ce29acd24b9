import {
  assignTobacco,
  type CoverageType,
  cancelLineOfBusiness,
  checkEffectiveDate,
  copyProviderTo,
  type EditBookkeeping,
  type EffectiveDateContext,
  type EmployeeRecord,
  emptyBookkeeping,
  hasMedicalCoverage,
  isLineActive,
  type Member,
  normalizePcpChoice,
  type ProviderCopy,
  type ProviderInformation,
  parseUsDate,
  SUBSCRIBER_KEY,
  type TobaccoStatus,
} from "@epr/domain";
import type { CoverageLineOnFile } from "@epr/ui/cards/plan-coverage";

/**
 * The pure pieces of the coverage side of an edit (enrollment.md §4 Cancel line of business,
 * Updating plans, Tobacco, Provider PCP numbers; assist-employees.md §2.3 Copy to Others): which
 * member is which, where the edit's pages are, and how a card's answer is written on the draft's
 * record. The rules themselves are @epr/domain's; these only place their results.
 */

const base = "/employer/manage-employees/find";

/** The edit flow's addresses (enrollment.md §2: the leave guard in edit allows only these). */
export const editPaths = {
  /** The review page in edit mode. */
  review: (umi: string) => `${base}/review?umi=${encodeURIComponent(umi)}&edit=true`,
  /** employee.find.addCoverage (find/add-coverage). */
  addCoverage: (umi: string) => `${base}/add-coverage?umi=${encodeURIComponent(umi)}`,
  /**
   * The built-in provider directory for participant `index` (0 the subscriber, then the dependents);
   * with the medical group and its plan area it narrows to the group's network as the add flow's does
   * (enrollment.md §7 Group name by group number).
   */
  providerDirectory: (
    umi: string,
    index: number,
    medical?: { groupNumber: string | null; planAreaCode?: string | null },
  ) =>
    `${base}/provider-directory?umi=${encodeURIComponent(umi)}&PCPIndex=${index}${
      medical?.groupNumber ? `&group=${encodeURIComponent(medical.groupNumber)}` : ""
    }${medical?.planAreaCode ? `&planArea=${encodeURIComponent(medical.planAreaCode)}` : ""}`,
} as const;

/** The address parameters the directory returns with (enrollment.md §2 provider search return). */
export const directoryReturnParams = ["PCPIndex", "PCPNumber", "PCPNAME"] as const;

/**
 * The directory's choice the address carries, if any: the participant's index and the provider.
 * It is taken once (written on the draft, then removed from the address), so a card mounted later
 * (a copy, a reload after a conflict, a new edit) never takes it again.
 */
export function directoryChoiceIn(
  params: URLSearchParams,
): { index: number; physicianNumber: string; physicianName: string } | null {
  const index = Number(params.get("PCPIndex"));
  const physicianNumber = params.get("PCPNumber");
  if (physicianNumber === null || !Number.isInteger(index) || index < 0 || params.get("PCPIndex") === null)
    return null;
  return { index, physicianNumber, physicianName: params.get("PCPNAME") ?? "" };
}

/**
 * The provider a directory choice makes of what member held (enrollment.md §2, §4 Provider PCP
 * numbers): the chosen number and name (a no-PCP number clears both), the effective date and
 * established-patient answer kept.
 */
export function providerFromDirectory(
  choice: { physicianNumber: string; physicianName: string },
  onFile: ProviderInformation | null | undefined,
): ProviderInformation | null {
  return providerFromCard(
    {
      physicianNumber: choice.physicianNumber,
      physicianName: choice.physicianName,
      establishedPatient: onFile?.existingPatientIndicator ?? false,
      effectiveDate: onFile?.physicianEffectiveDate ?? "",
    },
    onFile,
  );
}

/**
 * Where the directory returns in an edit (enrollment.md §2 provider search return): the review page
 * with edit=true and, when a provider was chosen, PCPIndex, PCPNumber and PCPNAME (URL-encoded).
 */
export function editDirectoryReturnPath(
  umi: string,
  index: number,
  choice: { physicianNumber: string; physicianName: string } | null,
): string {
  const review = editPaths.review(umi);
  if (!choice) return review;
  return `${review}&PCPIndex=${index}&PCPNumber=${encodeURIComponent(choice.physicianNumber)}&PCPNAME=${encodeURIComponent(choice.physicianName)}`;
}

/** A member of the record being edited, with the key the plan cards and copy modals use. */
export interface EditMember {
  /** `SUBSCRIBER_KEY`, or `dependent-<index>` (a dependent added in the edit has no pin yet). */
  key: string;
  /** 0 for the subscriber, 1 + the dependent's index: the PCPIndex of the directory's return. */
  index: number;
  name: string;
  relationshipCode?: string | null;
  gender?: string | null;
  birthDate?: string | null;
  record: Member;
}

/** The key of `record.dependents[index]`. */
export const dependentKey = (index: number) => `dependent-${index}`;

/** The subscriber, then each dependent (those added in the edit included). */
export function editMembers(record: Pick<EmployeeRecord, "subscriber" | "dependents">): EditMember[] {
  const name = (member: Member) => `${member.fullName.first ?? ""} ${member.fullName.last ?? ""}`.trim();
  return [
    {
      key: SUBSCRIBER_KEY,
      index: 0,
      name: name(record.subscriber),
      gender: record.subscriber.gender,
      birthDate: record.subscriber.birthDate,
      record: record.subscriber,
    },
    ...record.dependents.map((dependent, index) => ({
      key: dependentKey(index),
      index: index + 1,
      name: name(dependent),
      relationshipCode: dependent.relationshipCode,
      gender: dependent.gender,
      birthDate: dependent.birthDate,
      record: dependent,
    })),
  ];
}

/**
 * The members with medical coverage in the group: one provider (and tobacco) card each (§4 Tobacco).
 * A medical line the edit is cancelling no longer counts (§4 Cancel line of business: the
 * cancellation informs the provider section), nor does one ended before `today` (when given),
 * unless another medical line remains.
 */
export function medicalParticipants(
  record: Pick<EmployeeRecord, "subscriber" | "dependents">,
  groupNumber: string,
  bookkeeping?: EditBookkeeping,
  today?: Date,
): EditMember[] {
  const marked = new Set(
    (bookkeeping?.coverages.forDeletion ?? [])
      .filter((entry) => entry.groupNumber === groupNumber)
      .map((entry) => entry.lineOfBusiness),
  );
  return editMembers(record).filter((member) =>
    hasMedicalCoverage(
      {
        memberCoverages: member.record.memberCoverages.map((coverage) => ({
          ...coverage,
          memberLobs: coverage.memberLobs.filter(
            (lob) => !marked.has(lob.lineOfBusiness) && (!today || isLineActive(lob, today)),
          ),
        })),
      },
      groupNumber,
    ),
  );
}

/**
 * The subscriber's lines in the group of one coverage type, as the plan coverage card lists them
 * in edit: each marked when it is in the deletion list, and whether its group holds a medical line
 * (brand 6012 hides the trash of VIS and DEN alongside it, enrollment.md §6).
 */
export function linesOnFileOf(
  record: Pick<EmployeeRecord, "subscriber">,
  groupNumber: string,
  coverageType: CoverageType,
  bookkeeping: EditBookkeeping,
): CoverageLineOnFile[] {
  const lobs = record.subscriber.memberCoverages.find((c) => c.groupNumber === groupNumber)?.memberLobs ?? [];
  const groupHasMedical = lobs.some((lob) => lob.coverageType === "MEDICAL");
  return lobs
    .filter((lob) => lob.coverageType === coverageType)
    .map((lob) => ({
      groupNumber,
      lineOfBusiness: lob.lineOfBusiness,
      productName: lob.productName ?? lob.productId ?? lob.lineOfBusiness,
      coverageEffectiveDate: lob.coverageEffectiveDate,
      coverageEndDate: lob.coverageEndDate ?? null,
      groupHasMedical,
      markedForDeletion: bookkeeping.coverages.forDeletion.some(
        (entry) => entry.groupNumber === groupNumber && entry.lineOfBusiness === lob.lineOfBusiness,
      ),
    }));
}

/** The coverage types the subscriber holds lines of in the group, in the spec's order. */
export function coverageTypesInGroup(
  record: Pick<EmployeeRecord, "subscriber">,
  groupNumber: string,
  order: readonly CoverageType[],
): CoverageType[] {
  const lobs = record.subscriber.memberCoverages.find((c) => c.groupNumber === groupNumber)?.memberLobs ?? [];
  return order.filter((type) => lobs.some((lob) => lob.coverageType === type));
}

/** Applies `update` to member `index` (0 the subscriber) of the record. */
function updateMember<R extends Pick<EmployeeRecord, "subscriber" | "dependents">>(
  record: R,
  index: number,
  update: <M extends Member>(member: M) => M,
): R {
  if (index === 0) return { ...record, subscriber: update(record.subscriber) };
  return {
    ...record,
    dependents: record.dependents.map((dependent, i) => (i === index - 1 ? update(dependent) : dependent)),
  };
}

/** A provider card's values (its form's input). */
export interface ProviderCardInput {
  physicianNumber?: string | null;
  physicianName?: string | null;
  establishedPatient?: boolean | null;
  effectiveDate?: string | null;
}

/**
 * The provider information a card's values stand for (enrollment.md §4 Provider PCP numbers): a
 * no-PCP number (002759262, 999999, BC…, IP…) clears number and name with the reason 'NO INITIAL
 * PCP SELECTION', a name is cut to 34 (@epr/domain `normalizePcpChoice`). What the record held
 * besides (cancellation date, cancel code) is kept. Nothing typed: null.
 */
export function providerFromCard(
  values: ProviderCardInput,
  onFile: ProviderInformation | null | undefined,
): ProviderInformation | null {
  const number = (values.physicianNumber ?? "").trim();
  if (!number && !values.effectiveDate) return null;
  const choice = normalizePcpChoice(
    { physicianNumber: number, physicianName: values.physicianName },
    { trimsPcpReasonCode: false },
  );
  return {
    ...onFile,
    physicianNumber: choice.physicianNumber || null,
    physicianName: choice.physicianName || null,
    existingPatientIndicator: Boolean(values.establishedPatient),
    physicianEffectiveDate: values.effectiveDate || null,
    reason: choice.reasonDescription,
  };
}

/** Writes a provider on member `index`'s coverage in the group (a member not covered there is left alone). */
export function withProvider<R extends Pick<EmployeeRecord, "subscriber" | "dependents">>(
  record: R,
  index: number,
  groupNumber: string,
  provider: ProviderInformation | null,
): R {
  return updateMember(record, index, (member) => ({
    ...member,
    memberCoverages: member.memberCoverages.map((coverage) =>
      coverage.groupNumber === groupNumber ? { ...coverage, providerInformation: provider } : coverage,
    ),
  }));
}

/**
 * Copy to Others of a provider (assist-employees.md §2.3; enrollment.md §2 copy PCP modal): the
 * provider's name, number and effective date (@epr/domain `copyProviderTo`) go on each selected
 * member's coverage in the group; what else each held (established patient) stays theirs.
 */
export function withProviderCopied<R extends Pick<EmployeeRecord, "subscriber" | "dependents">>(
  record: R,
  groupNumber: string,
  source: ProviderCopy,
  targets: readonly EditMember[],
): R {
  const copies = copyProviderTo(
    source,
    targets.map((target) => target.key),
  );
  let next = record;
  for (const target of targets) {
    const copied = copies[target.key];
    if (!copied) continue;
    const onFile = target.record.memberCoverages.find(
      (c) => c.groupNumber === groupNumber,
    )?.providerInformation;
    const provider = providerFromCard(
      { ...copied, establishedPatient: onFile?.existingPatientIndicator ?? false },
      onFile,
    );
    next = withProvider(next, target.index, groupNumber, provider);
  }
  return next;
}

/** Writes a tobacco answer on member `index`'s coverage in the group (@epr/domain `assignTobacco`). */
export function withTobacco<R extends Pick<EmployeeRecord, "subscriber" | "dependents">>(
  record: R,
  index: number,
  groupNumber: string,
  answer: { status: string | null | undefined; usageDate?: string | null },
): R {
  const status = answer.status === "T" || answer.status === "N" ? (answer.status as TobaccoStatus) : null;
  return updateMember(record, index, (member) => ({
    ...member,
    memberCoverages: assignTobacco(member.memberCoverages, groupNumber, {
      status,
      usageDate: answer.usageDate ?? null,
    }),
  }));
}

/**
 * Whether a coverage effective date just entered opens the ASO effective date warning (enrollment.md
 * §5: an ASO client, a date allowed but more than 6 months before the first of the current month,
 * outside the add flow; @epr/domain `checkEffectiveDate`).
 */
export function asoWarningFor(
  date: string | null | undefined,
  context: Pick<EffectiveDateContext, "today" | "aso" | "flow" | "screen">,
): boolean {
  const parsed = parseUsDate(date);
  if (!parsed || !context.aso) return false;
  const check = checkEffectiveDate(parsed, { ...context, cobra: false });
  return check.ok && Boolean(check.asoNotice);
}

/**
 * The lines the employee already holds, as "group|line" for @epr/domain's `updatePlans`: the
 * subscriber's lines still active on `today` (a line already ended may be taken up again).
 */
export function presentLines(record: Pick<EmployeeRecord, "subscriber">, today: Date): Set<string> {
  return new Set(
    record.subscriber.memberCoverages.flatMap((coverage) =>
      coverage.memberLobs
        .filter((lob) => isLineActive(lob, today))
        .map((lob) => `${coverage.groupNumber}|${lob.lineOfBusiness}`),
    ),
  );
}

/** A line the cancel modal checks its date against (@epr/forms `CancelLine`). */
export interface LineToCancel {
  groupNumber: string;
  lineOfBusiness: string;
  /** MM/dd/yyyy. */
  effectiveDate: string;
}

/**
 * The lines a trash cancels (enrollment.md §4 Cancel line of business): the line, and for the brands
 * whose `cascadesVisionDentalOnMedicalCancel` is on, a medical line's group's VIS and DEN lines too
 * (@epr/domain `cancelLineOfBusiness` decides which), each with its effective date, so the cancel
 * modal checks the date against all of them.
 */
export function linesToCancel(
  record: Pick<EmployeeRecord, "subscriber">,
  line: { groupNumber: string; lineOfBusiness: string },
  cascadesVisionDentalOnMedicalCancel: boolean,
): LineToCancel[] {
  const lobs =
    record.subscriber.memberCoverages.find((c) => c.groupNumber === line.groupNumber)?.memberLobs ?? [];
  const { added } = cancelLineOfBusiness(emptyBookkeeping(), line, {
    cascadesVisionDentalOnMedicalCancel,
    groupLines: lobs.map((lob) => lob.lineOfBusiness),
  });
  return added.map((entry) => ({
    groupNumber: entry.groupNumber,
    lineOfBusiness: entry.lineOfBusiness,
    effectiveDate:
      lobs.find((lob) => lob.lineOfBusiness === entry.lineOfBusiness && !lob.coverageEndDate)
        ?.coverageEffectiveDate ??
      lobs.find((lob) => lob.lineOfBusiness === entry.lineOfBusiness)?.coverageEffectiveDate ??
      "",
  }));
}
