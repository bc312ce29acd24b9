import type { MedicareEligible, Mnloa, OtherInsurance } from "@epr/domain";
import { medicareEligibleSchema, mnloaSchema, otherInsuranceSchema } from "@epr/domain";
import { describe, expect, it } from "vitest";
import { medicareFormSchema } from "./medicare.js";
import { mnloaFormSchema } from "./mnloa.js";
import { otherInsuranceFormSchema } from "./otherInsurance.js";
import {
  medicareFormFromRecord,
  medicareFromForm,
  mnloaFormFromRecord,
  mnloaFromForm,
  otherInsuranceFormFromRecord,
  otherInsuranceFromForm,
} from "./toRecord.js";

const today = new Date(2026, 10, 22);

const childPolicy: OtherInsurance = {
  insuranceCarrier: "Keystone Mutual",
  groupNumber: "KM-1",
  policyHolderFirstName: "Elena",
  policyHolderLastName: "Lind",
  effectiveDate: "01/01/2024",
  cancelDate: null,
  policyNumber: "P1",
  relationSubscriber: "3",
  custody: "J",
  medicalResponsibility: "M",
  courtOrder: "0",
  policyHolderBirthDate: "05/23/1990",
  policyHolderEmploymentStatus: "R",
  retirementDate: "06/30/2025",
};

describe("other insurance record ↔ card values (enrollment.md §3 OtherInsurance)", () => {
  it.each([
    ["a child's full record", "02", childPolicy, childPolicy],
    [
      "a subscriber's record: custody is not the subscriber's case, so it is not stored",
      "20",
      childPolicy,
      { ...childPolicy, custody: null, medicalResponsibility: null, courtOrder: null },
    ],
    [
      "an active holder keeps no retirement date",
      "02",
      { ...childPolicy, policyHolderEmploymentStatus: "A" as const },
      { ...childPolicy, policyHolderEmploymentStatus: "A" as const, retirementDate: null },
    ],
    [
      "no employment status given",
      "02",
      { ...childPolicy, policyHolderEmploymentStatus: null },
      { ...childPolicy, policyHolderEmploymentStatus: null, retirementDate: null },
    ],
  ])("%s", (_case, relationshipCode, record, stored) => {
    const schema = otherInsuranceFormSchema({ today, flow: "add", relationshipCode });
    const back = otherInsuranceFromForm(schema.parse(otherInsuranceFormFromRecord(record)));
    expect(back).toEqual(stored);
    expect(otherInsuranceSchema.parse(back)).toEqual(stored);
  });

  it("reads a missing record as an empty card", () => {
    expect(Object.values(otherInsuranceFormFromRecord(null)).every((value) => value === "")).toBe(true);
  });
});

const medicare: MedicareEligible = {
  claimNumber: "1EG4TE5",
  whyEligible: "1",
  disStart: "03/01/2021",
  ssdi: true,
  ssdiDates: { startDate: "04/01/2021", endDate: null },
  partA: { startDate: "01/01/2022", endDate: null },
  partB: { startDate: null, endDate: null },
  partC: true,
  partCInfo: {
    carrierName: "Keystone Advantage",
    policyNumber: "KA-1",
    groupNumber: null,
    effectiveDate: { startDate: "01/01/2023", endDate: "12/31/2023" },
  },
  partD: false,
  partDInfo: null,
};

describe("Medicare record ↔ card values (enrollment.md §3 MedicareEligible)", () => {
  it.each([
    ["SSDI and Part C", medicare, medicare],
    [
      "details of parts answered no are dropped (enrollment.md §4 Save/cleaning)",
      {
        ...medicare,
        ssdi: false,
        partC: false,
        partD: false,
        partDInfo: { bin: "610575", effectiveDate: { startDate: "01/01/2024" } },
      },
      {
        ...medicare,
        ssdi: false,
        ssdiDates: null,
        partC: false,
        partCInfo: null,
        partD: false,
        partDInfo: null,
      },
    ],
    [
      "Part D with BIN and PCN",
      {
        ...medicare,
        partC: false,
        partCInfo: null,
        partD: true,
        partDInfo: {
          carrierName: "Rx Co",
          policyNumber: null,
          groupNumber: "G1",
          effectiveDate: { startDate: "02/01/2024", endDate: null },
          bin: "610575",
          pcn: "RXPCN",
        },
      },
      {
        ...medicare,
        partC: false,
        partCInfo: null,
        partD: true,
        partDInfo: {
          carrierName: "Rx Co",
          policyNumber: null,
          groupNumber: "G1",
          effectiveDate: { startDate: "02/01/2024", endDate: null },
          bin: "610575",
          pcn: "RXPCN",
        },
      },
    ],
  ])("%s", (_case, record, stored) => {
    const back = medicareFromForm(medicareFormSchema().parse(medicareFormFromRecord(record)));
    expect(back).toEqual(stored);
    expect(medicareEligibleSchema.parse(back)).toEqual(stored);
  });

  it("reads a missing record as an empty card with every answer open", () => {
    const values = medicareFormFromRecord(undefined);
    expect([values.ssdi, values.partC, values.partD, values.claimNumber]).toEqual(["", "", "", ""]);
    expect(values.partDInfo).toEqual({
      carrierName: "",
      policyNumber: "",
      groupNumber: "",
      effectiveDate: "",
      endDate: "",
      bin: "",
      pcn: "",
    });
  });
});

describe("MNLOA record ↔ card values (enrollment.md §3 Mnloa)", () => {
  const mnloa: Mnloa = {
    sufferingFrom: true,
    absenceNecessary: true,
    noticePhysician: true,
    startDate: "09/01/2026",
    certify: true,
  };
  it("round-trips a certified record", () => {
    const back = mnloaFromForm(mnloaFormSchema().parse(mnloaFormFromRecord(mnloa)));
    expect(back).toEqual(mnloa);
    expect(mnloaSchema.parse(back)).toEqual(mnloa);
  });

  it.each([
    [null, { sufferingFrom: "", absenceNecessary: "", noticePhysician: "", startDate: "", certify: false }],
    [
      { sufferingFrom: false, absenceNecessary: null, certify: null },
      { sufferingFrom: "no", absenceNecessary: "", noticePhysician: "", startDate: "", certify: false },
    ],
  ])("reads %o as %o", (record, values) => {
    expect(mnloaFormFromRecord(record)).toEqual(values);
  });
});
