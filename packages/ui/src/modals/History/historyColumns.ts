import {
  courtOrderLabels,
  custodyLabels,
  employmentStatusLabels,
  formatUsDateTime,
  indicatorLabels,
  medicalResponsibilityLabels,
  otherInsuranceRelationLabels,
  whyEligibleLabels,
} from "@epr/domain";

/**
 * The six history modals (enrollment.md §2 Modals: Medicare, other insurance, other insurance plus
 * Medicare, plan coverage, provider, report code) and what each describes in words.
 */
export const historyModalKinds = [
  "medicare",
  "otherInsurance",
  "otherInsuranceMedicare",
  "plan",
  "provider",
  "reportCode",
] as const;
/** One of the six history modals. */
export type HistoryModalKind = (typeof historyModalKinds)[number];

/**
 * The history service each modal reads (enrollment.md §7 History): the three COB modals share
 * memberCOBHistory and each shows the part it names.
 */
export const historyServiceOf: Record<HistoryModalKind, "cob" | "plan" | "pcp" | "report-code"> = {
  medicare: "cob",
  otherInsurance: "cob",
  otherInsuranceMedicare: "cob",
  plan: "plan",
  provider: "pcp",
  reportCode: "report-code",
};

/**
 * One history record as the modal shows it (the contract's `historyRecordSchema`): when (UTC ISO),
 * who, which member, the transaction and the subject's values before and after.
 */
export interface HistoryRow {
  id: string;
  when: string;
  who: string;
  memberName: string;
  transactionType: string;
  before: unknown;
  after: unknown;
}

/** One described value: a label and the value in words. */
export interface HistoryFact {
  label: string;
  value: string;
}

/** A value read from a subject, in words ("" when empty). */
type Reader = (value: Record<string, unknown>) => string;
interface FieldDef {
  label: string;
  read: Reader;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text =
  (key: string): Reader =>
  (v) => {
    const x = v[key];
    return typeof x === "string" || typeof x === "number" ? String(x).trim() : "";
  };
const labelled =
  (key: string, labels: Record<string, string>): Reader =>
  (v) => {
    const code = text(key)(v);
    return code ? (labels[code] ?? code) : "";
  };
const yesNo =
  (key: string): Reader =>
  (v) =>
    v[key] === true || v[key] === "Y" ? "Yes" : v[key] === false || v[key] === "N" ? "No" : "";
/** A nested value (`partA.startDate`). */
const nested =
  (key: string, reader: Reader): Reader =>
  (v) => {
    const inner = v[key];
    return isRecord(inner) ? reader(inner) : "";
  };
const fullName =
  (first: string, last: string): Reader =>
  (v) =>
    [text(first)(v), text(last)(v)].filter(Boolean).join(" ");

/** Plan coverage: a memberLob (enrollment.md §3). */
const planFields: FieldDef[] = [
  { label: "Line of business", read: text("lineOfBusiness") },
  { label: "Product", read: (v) => text("productName")(v) || text("productId")(v) },
  { label: "Effective date", read: text("coverageEffectiveDate") },
  { label: "Cancel date", read: text("coverageEndDate") },
  { label: "Cancel reason", read: text("cancelReasonCode") },
];

/** Provider: a providerInformation (enrollment.md §3). */
const providerFields: FieldDef[] = [
  { label: "PCP number", read: text("physicianNumber") },
  { label: "PCP name", read: text("physicianName") },
  { label: "Effective date", read: text("physicianEffectiveDate") },
  { label: "Established patient", read: yesNo("existingPatientIndicator") },
];

/** Report code: type and value (enrollment.md §3). */
const reportCodeFields: FieldDef[] = [
  { label: "Type", read: (v) => text("type")(v) || text("abbreviatedType")(v) },
  { label: "Value", read: text("value") },
];

/**
 * Other insurance (enrollment.md §3 OtherInsurance): the member's answer (the COB value's
 * `otherInsuranceIndicator`, which a row always carries; most members answer No and have no
 * details), then the details read from its `otherInsurance`.
 */
const otherInsuranceFields: FieldDef[] = [
  { label: "Other insurance", read: labelled("otherInsuranceIndicator", indicatorLabels) },
  ...[
    { label: "Carrier", read: text("insuranceCarrier") },
    { label: "Group number", read: text("groupNumber") },
    { label: "Policy number", read: text("policyNumber") },
    { label: "Policy holder", read: fullName("policyHolderFirstName", "policyHolderLastName") },
    { label: "Policy holder birth date", read: text("policyHolderBirthDate") },
    { label: "Relation to subscriber", read: labelled("relationSubscriber", otherInsuranceRelationLabels) },
    { label: "Effective date", read: text("effectiveDate") },
    { label: "Cancel date", read: text("cancelDate") },
    { label: "Custody", read: labelled("custody", custodyLabels) },
    { label: "Medical responsibility", read: labelled("medicalResponsibility", medicalResponsibilityLabels) },
    { label: "Court order", read: labelled("courtOrder", courtOrderLabels) },
    { label: "Employment status", read: labelled("policyHolderEmploymentStatus", employmentStatusLabels) },
    { label: "Retirement date", read: text("retirementDate") },
  ].map((f) => ({ ...f, read: nested("otherInsurance", f.read) })),
];

/**
 * Medicare (enrollment.md §3 MedicareEligible): the member's answer (`medicareEligibleIndicator`),
 * then the details read from the COB value's `medicareEligible`.
 */
const medicareFields: FieldDef[] = [
  { label: "Medicare eligible", read: labelled("medicareEligibleIndicator", indicatorLabels) },
  ...[
    { label: "Medicare claim number", read: text("claimNumber") },
    { label: "Reason eligible", read: labelled("whyEligible", whyEligibleLabels) },
    { label: "Disability start date", read: text("disStart") },
    { label: "SSDI", read: yesNo("ssdi") },
    { label: "SSDI start date", read: nested("ssdiDates", text("startDate")) },
    { label: "SSDI end date", read: nested("ssdiDates", text("endDate")) },
    { label: "Part A start date", read: nested("partA", text("startDate")) },
    { label: "Part A end date", read: nested("partA", text("endDate")) },
    { label: "Part B start date", read: nested("partB", text("startDate")) },
    { label: "Part B end date", read: nested("partB", text("endDate")) },
    { label: "Part C", read: yesNo("partC") },
    { label: "Part C carrier", read: nested("partCInfo", text("carrierName")) },
    { label: "Part C policy number", read: nested("partCInfo", text("policyNumber")) },
    { label: "Part D", read: yesNo("partD") },
    { label: "Part D carrier", read: nested("partDInfo", text("carrierName")) },
    { label: "Part D policy number", read: nested("partDInfo", text("policyNumber")) },
    { label: "Part D BIN", read: nested("partDInfo", text("bin")) },
    { label: "Part D PCN", read: nested("partDInfo", text("pcn")) },
  ].map((f) => ({ ...f, read: nested("medicareEligible", f.read) })),
];

/**
 * What each modal describes, and whether it lists only the fields that changed (other insurance
 * and Medicare have many fields; a change touches a few) or the subject whole (a plan line, a PCP,
 * a report code are read as one).
 */
const columnSets: Record<HistoryModalKind, { fields: FieldDef[]; changedOnly: boolean }> = {
  medicare: { fields: medicareFields, changedOnly: true },
  otherInsurance: { fields: otherInsuranceFields, changedOnly: true },
  otherInsuranceMedicare: { fields: [...otherInsuranceFields, ...medicareFields], changedOnly: true },
  plan: { fields: planFields, changedOnly: false },
  provider: { fields: providerFields, changedOnly: false },
  reportCode: { fields: reportCodeFields, changedOnly: false },
};

/** The labels a modal's before/after columns may show, in order (its column set). */
export const historyFieldLabels = (kind: HistoryModalKind): string[] =>
  columnSets[kind].fields.map((f) => f.label);

/** The values of one side of a change, described in words for a modal. */
function facts(fields: FieldDef[], value: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (!isRecord(value)) return out;
  for (const f of fields) {
    const v = f.read(value);
    if (v) out.set(f.label, v);
  }
  return out;
}

/** A change as a modal describes it: the facts before and after. */
export interface HistoryChange {
  before: HistoryFact[];
  after: HistoryFact[];
}

/**
 * Describes a record's before and after in words for one modal. For other insurance and Medicare
 * only the fields that changed are listed; null when nothing this modal shows changed (a COB row
 * about Medicare only is not in the other-insurance history).
 */
export function describeChange(kind: HistoryModalKind, row: Pick<HistoryRow, "before" | "after">) {
  const { fields, changedOnly } = columnSets[kind];
  const before = facts(fields, row.before);
  const after = facts(fields, row.after);
  const labels = fields
    .map((f) => f.label)
    .filter((label) => !changedOnly || before.get(label) !== after.get(label));
  const list = (side: Map<string, string>) =>
    labels.flatMap((label) => {
      const value = side.get(label);
      return value ? [{ label, value }] : [];
    });
  const change: HistoryChange = { before: list(before), after: list(after) };
  return change.before.length === 0 && change.after.length === 0 ? null : change;
}

/** The transactions in words (our wording; the spec names the types only). */
export const transactionTypeLabels: Record<string, string> = {
  ADD: "Add",
  EDIT: "Edit",
  CANCEL: "Cancel",
  REINSTATE: "Reinstate",
  REMOVE_CANCEL_DATE: "Remove cancel date",
  PCP_CHANGE: "PCP change",
};

/**
 * When a change was made, as the administrator reads it: the portal's one date-time format
 * (@epr/domain `formatUsDateTime`, MM/dd/yyyy of enrollment.md §7 Dates with the time), in the
 * administrator's time zone (or `timeZone`).
 */
export function formatHistoryTime(iso: string, timeZone?: string): string {
  return formatUsDateTime(iso, timeZone);
}
