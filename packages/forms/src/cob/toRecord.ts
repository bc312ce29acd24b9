import type { MedicareEligible, Mnloa, OtherInsurance } from "@epr/domain";
import type { MedicareFormInput, MedicareFormValues } from "./medicare.js";
import type { MnloaFormInput, MnloaFormValues } from "./mnloa.js";
import type { OtherInsuranceFormInput, OtherInsuranceFormValues } from "./otherInsurance.js";

const orNull = (value: string) => (value === "" ? null : value);
const text = (value: string | null | undefined) => value ?? "";
const answer = (value: boolean | null | undefined) => (value === true ? "yes" : value === false ? "no" : "");

/**
 * An other insurance record from validated card values (enrollment.md §3 OtherInsurance): empty
 * fields become null, so a field the member's case does not ask for is stored as absent.
 */
export function otherInsuranceFromForm(values: OtherInsuranceFormValues): OtherInsurance {
  return {
    insuranceCarrier: values.insuranceCarrier,
    groupNumber: orNull(values.groupNumber),
    policyHolderFirstName: orNull(values.policyHolderFirstName),
    policyHolderLastName: orNull(values.policyHolderLastName),
    effectiveDate: orNull(values.effectiveDate),
    cancelDate: orNull(values.cancelDate),
    policyNumber: orNull(values.policyNumber),
    relationSubscriber: values.relationSubscriber || null,
    custody: values.custody || null,
    medicalResponsibility: orNull(values.medicalResponsibility),
    courtOrder: values.courtOrder || null,
    policyHolderBirthDate: orNull(values.policyHolderBirthDate),
    policyHolderEmploymentStatus: values.policyHolderEmploymentStatus || null,
    retirementDate: orNull(values.retirementDate),
  };
}

/** The other insurance card's values from a stored record (the inverse of `otherInsuranceFromForm`). */
export function otherInsuranceFormFromRecord(
  record: Partial<OtherInsurance> | null | undefined,
): OtherInsuranceFormInput {
  const r = record ?? {};
  return {
    insuranceCarrier: text(r.insuranceCarrier),
    groupNumber: text(r.groupNumber),
    policyHolderFirstName: text(r.policyHolderFirstName),
    policyHolderLastName: text(r.policyHolderLastName),
    effectiveDate: text(r.effectiveDate),
    cancelDate: text(r.cancelDate),
    policyNumber: text(r.policyNumber),
    relationSubscriber: text(r.relationSubscriber),
    custody: text(r.custody),
    medicalResponsibility: text(r.medicalResponsibility),
    courtOrder: text(r.courtOrder),
    policyHolderBirthDate: text(r.policyHolderBirthDate),
    policyHolderEmploymentStatus: text(r.policyHolderEmploymentStatus),
    retirementDate: text(r.retirementDate),
  };
}

const range = (dates: { startDate: string; endDate: string }) => ({
  startDate: orNull(dates.startDate),
  endDate: orNull(dates.endDate),
});

/**
 * A Medicare record from validated card values (enrollment.md §3 MedicareEligible): a Part C or D's
 * effective and cancel dates become its `effectiveDate` range; details of a part not flagged are
 * absent (enrollment.md §4 Save/cleaning), as are the SSDI dates without SSDI.
 */
export function medicareFromForm(values: MedicareFormValues): MedicareEligible {
  const info = (details: MedicareFormValues["partCInfo"]) =>
    details && {
      carrierName: orNull(details.carrierName),
      policyNumber: orNull(details.policyNumber),
      groupNumber: orNull(details.groupNumber),
      effectiveDate: { startDate: orNull(details.effectiveDate), endDate: orNull(details.endDate) },
    };
  const partD = values.partDInfo;
  return {
    claimNumber: values.claimNumber,
    whyEligible: values.whyEligible || null,
    disStart: orNull(values.disStart),
    ssdi: values.ssdi,
    ssdiDates: values.ssdi ? range(values.ssdiDates) : null,
    partA: range(values.partA),
    partB: range(values.partB),
    partC: values.partC,
    partCInfo: info(values.partCInfo),
    partD: values.partD,
    partDInfo: partD && { ...info(partD), bin: orNull(partD.bin), pcn: orNull(partD.pcn) },
  };
}

/** The Medicare card's values from a stored record (the inverse of `medicareFromForm`). */
export function medicareFormFromRecord(
  record: Partial<MedicareEligible> | null | undefined,
): MedicareFormInput {
  const r = record ?? {};
  const dates = (value: { startDate?: string | null; endDate?: string | null } | null | undefined) => ({
    startDate: text(value?.startDate),
    endDate: text(value?.endDate),
  });
  const info = (details: MedicareEligible["partCInfo"]) => ({
    carrierName: text(details?.carrierName),
    policyNumber: text(details?.policyNumber),
    groupNumber: text(details?.groupNumber),
    effectiveDate: text(details?.effectiveDate?.startDate),
    endDate: text(details?.effectiveDate?.endDate),
  });
  return {
    claimNumber: text(r.claimNumber),
    whyEligible: text(r.whyEligible),
    disStart: text(r.disStart),
    ssdi: answer(r.ssdi),
    ssdiDates: dates(r.ssdiDates),
    partA: dates(r.partA),
    partB: dates(r.partB),
    partC: answer(r.partC),
    partCInfo: info(r.partCInfo),
    partD: answer(r.partD),
    partDInfo: { ...info(r.partDInfo), bin: text(r.partDInfo?.bin), pcn: text(r.partDInfo?.pcn) },
  };
}

/** An MNLOA record from validated card values (enrollment.md §3 Mnloa). */
export function mnloaFromForm(values: MnloaFormValues): Mnloa {
  return { ...values, startDate: orNull(values.startDate) };
}

/** The MNLOA card's values from a stored record (the inverse of `mnloaFromForm`). */
export function mnloaFormFromRecord(record: Partial<Mnloa> | null | undefined): MnloaFormInput {
  const r = record ?? {};
  return {
    sufferingFrom: answer(r.sufferingFrom),
    absenceNecessary: answer(r.absenceNecessary),
    noticePhysician: answer(r.noticePhysician),
    startDate: text(r.startDate),
    certify: Boolean(r.certify),
  };
}
