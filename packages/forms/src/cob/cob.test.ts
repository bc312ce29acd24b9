import { describe, expect, it } from "vitest";
import { errorsOf } from "../shared/testing.js";
import { isValidClaimNumber, medicareFormSchema, medicareMessages, medicareView } from "./medicare.js";
import { mnloaFormSchema } from "./mnloa.js";
import {
  custodyDetailsRequired,
  custodyRequired,
  otherInsuranceFormSchema,
  otherInsuranceMessages,
  otherInsuranceView,
  retirementDateRequired,
} from "./otherInsurance.js";
import { reportCodeFieldErrors, reportCodesFormSchema } from "./reportCodes.js";
import { tobaccoFormSchema } from "./tobacco.js";

const today = new Date(2024, 5, 15, 8);

describe("otherInsuranceFormSchema (enrollment.md §5 Other insurance)", () => {
  const schema = otherInsuranceFormSchema({ today, flow: "add", relationshipCode: "20" });
  const valid = { insuranceCarrier: "Acme Health", relationSubscriber: "2", effectiveDate: "01/01/2020" };

  it("accepts a valid record", () => {
    expect(errorsOf(schema, valid)).toEqual({});
  });

  it.each([
    ["insuranceCarrier", "", "Please enter Name of Insurance Carrier; Max of 35 characters allowed"],
    ["insuranceCarrier", "C".repeat(35), undefined],
    [
      "insuranceCarrier",
      "C".repeat(36),
      "Please enter Name of Insurance Carrier; Max of 35 characters allowed",
    ],
    ["groupNumber", "G".repeat(30), undefined],
    ["groupNumber", "G".repeat(31), "Max of 30 characters allowed"],
    ["policyHolderFirstName", "F".repeat(25), undefined],
    ["policyHolderFirstName", "F".repeat(26), "Max of 25 characters allowed"],
    ["policyHolderLastName", "L".repeat(35), undefined],
    ["policyHolderLastName", "L".repeat(36), "Max of 35 characters allowed"],
    ["policyNumber", "P".repeat(17), undefined],
    ["policyNumber", "P".repeat(18), "Max of 17 characters allowed"],
    ["relationSubscriber", "", "Please select Policy Holder Relation to Subscriber"],
    ["relationSubscriber", "6", "Please select Policy Holder Relation to Subscriber"],
    ["effectiveDate", "", "Please enter valid date MM/DD/YYYY."],
    ["effectiveDate", "13/01/2020", "Please enter valid date MM/DD/YYYY."],
    ["effectiveDate", "01/01/0999", "Please enter valid date MM/DD/YYYY."],
    ["effectiveDate", "01/01/1000", undefined],
    ["effectiveDate", "12/31/9999", undefined],
    ["cancelDate", "12/31/2019", "Please enter valid date."],
    ["cancelDate", "01/01/2020", undefined],
    ["policyHolderBirthDate", "06/16/2024", undefined],
    ["policyHolderBirthDate", "06/17/2024", "Please enter valid date."],
    ["policyHolderBirthDate", "12/31/0999", "Please enter valid date."],
    ["custody", "X", undefined],
    ["policyHolderEmploymentStatus", "Z", "Please enter the value in a valid format."],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorsOf(schema, { ...valid, [field]: value })[field]).toBe(message);
  });

  it.each([
    ["02", "", true],
    ["05", "", true],
    ["07", null, true],
    ["09", "", true],
    ["14", "", true],
    ["17", "", true],
    ["19", "3", true],
    ["19", "F", true],
    ["19", "M", true],
    ["19", "N", false],
    ["01", "", false],
  ])("custody required for relationship %s status %s: %s", (relationshipCode, dependentStatus, required) => {
    expect(custodyRequired({ relationshipCode, dependentStatus })).toBe(required);
    const dependentSchema = otherInsuranceFormSchema({
      today,
      flow: "add",
      relationshipCode,
      dependentStatus,
    });
    expect(errorsOf(dependentSchema, valid).custody).toBe(required ? "This field is required" : undefined);
  });

  it.each([
    ["N", {}, {}],
    ["M", {}, { medicalResponsibility: "This field is required", courtOrder: "This field is required" }],
    ["J", { medicalResponsibility: "F", courtOrder: "0" }, {}],
    ["F", { medicalResponsibility: "F", courtOrder: "2" }, { courtOrder: "This field is required" }],
  ])("custody %s %o", (custody, extra, expected) => {
    const child = otherInsuranceFormSchema({ today, flow: "add", relationshipCode: "02" });
    expect(errorsOf(child, { ...valid, custody, ...extra })).toEqual(expected);
  });

  it.each([
    ["", "Please enter valid date."],
    ["06/16/2024", undefined],
    ["06/17/2024", "Please enter valid date."],
  ])("retirement date %j when retired → %s", (retirementDate, message) => {
    expect(
      errorsOf(schema, { ...valid, policyHolderEmploymentStatus: "R", retirementDate }).retirementDate,
    ).toBe(message);
  });

  it.each([
    ["N", false],
    ["M", true],
    ["F", true],
    ["J", true],
    ["", false],
    [null, false],
  ])("custody %j asks medical responsibility and court order: %s", (custody, asked) => {
    expect(custodyDetailsRequired(custody)).toBe(asked);
  });

  it.each([
    ["R", true],
    ["A", false],
    ["C", false],
    ["", false],
  ])("employment status %j asks the retirement date: %s", (status, asked) => {
    expect(retirementDateRequired(status)).toBe(asked);
  });

  it.each([
    [{ relationshipCode: "20" }, { custody: "J", policyHolderEmploymentStatus: "R" }, [false, false, true]],
    [{ relationshipCode: "02" }, { custody: "J" }, [true, true, false]],
    [{ relationshipCode: "02" }, { custody: "N" }, [true, false, false]],
    [{ relationshipCode: "19", dependentStatus: "M" }, { custody: "F" }, [true, true, false]],
    [{ relationshipCode: "01" }, { custody: "M" }, [false, false, false]],
  ])("view for %o with %o", (member, values, [custody, custodyDetails, retirementDate]) => {
    expect(otherInsuranceView(member, values)).toEqual({ custody, custodyDetails, retirementDate });
  });

  it("a field the member's case does not ask for is neither checked nor kept", () => {
    const subscriber = otherInsuranceFormSchema({ today, flow: "add", relationshipCode: "20" });
    const hidden = {
      ...valid,
      custody: "M",
      medicalResponsibility: "",
      courtOrder: "",
      policyHolderEmploymentStatus: "A",
      retirementDate: "13/45/2020",
    };
    expect(errorsOf(subscriber, hidden)).toEqual({ retirementDate: "Please enter valid date." });
    const parsed = subscriber.parse({ ...hidden, retirementDate: "01/01/2020" });
    expect(parsed).toMatchObject({
      custody: "",
      medicalResponsibility: "",
      courtOrder: "",
      retirementDate: "",
    });
    const child = otherInsuranceFormSchema({ today, flow: "add", relationshipCode: "02" });
    expect(
      child.parse({ ...valid, custody: "N", medicalResponsibility: "M", courtOrder: "0" }),
    ).toMatchObject({ custody: "N", medicalResponsibility: "", courtOrder: "" });
    expect(
      child.parse({
        ...valid,
        custody: "J",
        medicalResponsibility: "M",
        courtOrder: "1",
        policyHolderEmploymentStatus: "R",
        retirementDate: "2020-05-01",
      }),
    ).toMatchObject({
      custody: "J",
      medicalResponsibility: "M",
      courtOrder: "1",
      retirementDate: "05/01/2020",
    });
  });

  it("rejects wrong types without throwing", () => {
    expect(errorsOf(schema, { ...valid, insuranceCarrier: 5 }).insuranceCarrier).toBe(
      otherInsuranceMessages.carrier,
    );
    expect(schema.safeParse(null).success).toBe(false);
  });
});

describe("medicareFormSchema (enrollment.md §5 Medicare)", () => {
  const schema = medicareFormSchema();
  const valid = {
    claimNumber: "1EG4TE5",
    whyEligible: "0",
    ssdi: "no",
    partA: { startDate: "01/01/2020" },
    partC: false,
    partD: "no",
  };

  it("accepts a valid record", () => {
    expect(errorsOf(schema, valid)).toEqual({});
  });

  it.each([
    ["123456A", true],
    ["12345A", false],
    ["12345678901A", true],
    ["123456789012A", false],
    ["1234567", false],
    ["1EG4 TE5MK", false],
    ["", false],
  ])("claim number %j valid: %s", (claimNumber, valid_) => {
    expect(isValidClaimNumber(claimNumber)).toBe(valid_);
    expect(errorsOf(schema, { ...valid, claimNumber }).claimNumber).toBe(
      valid_ ? undefined : medicareMessages.claimNumber,
    );
  });

  it.each([
    ["whyEligible", "", medicareMessages.whyEligible],
    ["whyEligible", "4", medicareMessages.whyEligible],
    ["ssdi", "", medicareMessages.ssdi],
    ["ssdi", "perhaps", medicareMessages.ssdi],
    ["partC", null, medicareMessages.partC],
    ["partD", undefined, medicareMessages.partD],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorsOf(schema, { ...valid, [field]: value })[field]).toBe(message);
  });

  it("needs a Part A or Part B effective date", () => {
    expect(errorsOf(schema, { ...valid, partA: null })["partA.startDate"]).toBe(medicareMessages.partAOrB);
    expect(errorsOf(schema, { ...valid, partA: null, partB: { startDate: "01/01/2021" } })).toEqual({});
  });

  it("checks part-specific cancel dates", () => {
    expect(
      errorsOf(schema, { ...valid, partA: { startDate: "01/02/2020", endDate: "01/01/2020" } })[
        "partA.endDate"
      ],
    ).toBe(medicareMessages.partACancel);
    expect(
      errorsOf(schema, { ...valid, partB: { startDate: "01/02/2020", endDate: "01/01/2020" } })[
        "partB.endDate"
      ],
    ).toBe(medicareMessages.partBCancel);
    expect(errorsOf(schema, { ...valid, partA: { startDate: "01/02/2020", endDate: "01/02/2020" } })).toEqual(
      {},
    );
    expect(errorsOf(schema, { ...valid, partA: { startDate: "2/2/2020" } })["partA.startDate"]).toBe(
      "Please enter a valid date.",
    );
  });

  it("Part C and D need an effective date when yes", () => {
    expect(errorsOf(schema, { ...valid, partC: true })["partCInfo.effectiveDate"]).toBe(
      medicareMessages.partCEffective,
    );
    expect(errorsOf(schema, { ...valid, partD: "yes", partDInfo: {} })["partDInfo.effectiveDate"]).toBe(
      medicareMessages.partDEffective,
    );
    expect(errorsOf(schema, { ...valid, partC: true, partCInfo: { effectiveDate: "01/01/2021" } })).toEqual(
      {},
    );
  });

  it.each([
    ["carrierName", "C".repeat(35), undefined],
    ["carrierName", "C".repeat(36), medicareMessages.carrier],
    ["policyNumber", "P".repeat(17), undefined],
    ["policyNumber", "P".repeat(18), medicareMessages.policy],
    ["groupNumber", "G".repeat(30), undefined],
    ["groupNumber", "G".repeat(31), medicareMessages.group],
  ])("Part C %s %j → %s", (field, value, message) => {
    const values = { ...valid, partC: true, partCInfo: { effectiveDate: "01/01/2021", [field]: value } };
    expect(errorsOf(schema, values)[`partCInfo.${field}`]).toBe(message);
  });

  it.each([
    [
      { ssdi: true, partC: "yes", partD: "Y" },
      { ssdiDates: true, partC: true, partD: true },
    ],
    [
      { ssdi: false, partC: "no", partD: "" },
      { ssdiDates: false, partC: false, partD: false },
    ],
    [
      { ssdi: null, partC: undefined, partD: "maybe" },
      { ssdiDates: false, partC: false, partD: false },
    ],
  ])("view for %o", (answers, view) => {
    expect(medicareView(answers)).toEqual(view);
  });

  it("checks the SSDI dates only when SSDI is yes, and keeps them only then", () => {
    const ssdiDates = { startDate: "02/01/2020", endDate: "01/01/2020" };
    expect(errorsOf(schema, { ...valid, ssdi: "yes", ssdiDates })["ssdiDates.endDate"]).toBe(
      medicareMessages.ssdiEnd,
    );
    expect(errorsOf(schema, { ...valid, ssdi: "no", ssdiDates })).toEqual({});
    expect(schema.parse({ ...valid, ssdi: "no", ssdiDates }).ssdiDates).toEqual({
      startDate: "",
      endDate: "",
    });
    expect(
      schema.parse({ ...valid, ssdi: true, ssdiDates: { startDate: "2019-03-01", endDate: "" } }).ssdiDates,
    ).toEqual({ startDate: "03/01/2019", endDate: "" });
  });

  it.each([
    ["C", "partC", "partCInfo", medicareMessages.partCCancel],
    ["D", "partD", "partDInfo", medicareMessages.partDCancel],
  ])("Part %s cancel date not before its effective date", (_part, flag, key, message) => {
    const info = { effectiveDate: "02/01/2021", endDate: "01/31/2021" };
    expect(errorsOf(schema, { ...valid, [flag]: true, [key]: info })[`${key}.endDate`]).toBe(message);
    expect(errorsOf(schema, { ...valid, [flag]: true, [key]: { ...info, endDate: "02/01/2021" } })).toEqual(
      {},
    );
  });

  it("drops and does not check Part C and D details when the part is not flagged (enrollment.md §4)", () => {
    const details = { effectiveDate: "", carrierName: "C".repeat(40), bin: "1" };
    expect(errorsOf(schema, { ...valid, partCInfo: details, partDInfo: details })).toEqual({});
    const parsed = schema.parse({ ...valid, partCInfo: details, partDInfo: details });
    expect(parsed.partCInfo).toBeNull();
    expect(parsed.partDInfo).toBeNull();
    const kept = schema.parse({
      ...valid,
      partC: "yes",
      partCInfo: { effectiveDate: "01/01/2021", carrierName: "Acme" },
    });
    expect(kept.partCInfo).toMatchObject({ carrierName: "Acme", effectiveDate: "01/01/2021" });
  });

  it.each([
    [{ bin: "12345" }, "bin", medicareMessages.bin],
    [{ bin: "123456" }, "bin", undefined],
    [{ bin: "1234567" }, "bin", medicareMessages.bin],
    [{ pcn: "ABC" }, "bin", medicareMessages.binRequired],
    [{ bin: "123456", pcn: "P".repeat(10) }, "pcn", undefined],
    [{ bin: "123456", pcn: "P".repeat(11) }, "pcn", medicareMessages.pcn],
  ])("Part D %o → %s %s", (extra, field, message) => {
    const values = { ...valid, partD: true, partDInfo: { effectiveDate: "01/01/2021", ...extra } };
    expect(errorsOf(schema, values)[`partDInfo.${field}`]).toBe(message);
  });
});

describe("mnloaFormSchema (enrollment.md §5 MNLOA)", () => {
  const schema = mnloaFormSchema();
  const valid = {
    sufferingFrom: true,
    absenceNecessary: "yes",
    noticePhysician: "Y",
    startDate: "09/01/2024",
    certify: true,
  };
  const allYes = 'Answering "Yes" to all questions is required to set the "Full-Time Student MNLOA" status';

  it("accepts all yes", () => {
    expect(errorsOf(schema, valid)).toEqual({});
  });

  it.each([
    ["sufferingFrom", false, allYes],
    ["absenceNecessary", "no", allYes],
    ["noticePhysician", "", "This field is required"],
    ["startDate", "", "Please enter a valid date."],
    ["startDate", "01/01/2500", undefined],
    ["startDate", "01/02/2500", "Please enter a valid date."],
    ["startDate", "12/31/1899", "Please enter a valid date."],
    ["certify", false, "This field is required"],
    ["certify", undefined, "This field is required"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorsOf(schema, { ...valid, [field]: value })[field]).toBe(message);
  });
});

describe("tobaccoFormSchema (enrollment.md §5 Tobacco)", () => {
  const required = tobaccoFormSchema({ today, required: true });
  const optional = tobaccoFormSchema({ today, required: false });

  it.each([
    [required, { tobaccoStatus: "" }, { tobaccoStatus: "Please select Yes or No" }],
    [optional, { tobaccoStatus: "" }, {}],
    [required, { tobaccoStatus: "U" }, { tobaccoStatus: "Please select Yes or No" }],
    [
      required,
      { tobaccoStatus: "T" },
      { tobaccoUsageDate: "Please enter the date of last regular tobacco use" },
    ],
    [
      required,
      { tobaccoStatus: "T", tobaccoUsageDate: "06/16/2024" },
      { tobaccoUsageDate: "The date of last regular tobacco use cannot be in the future" },
    ],
    [required, { tobaccoStatus: "T", tobaccoUsageDate: "06/15/2024" }, {}],
    [
      required,
      { tobaccoStatus: "N", tobaccoUsageDate: "bad" },
      { tobaccoUsageDate: "Please enter the date of last regular tobacco use" },
    ],
  ])("%#: %o → %o", (schema, values, expected) => {
    expect(errorsOf(schema, values)).toEqual(expected);
  });

  it("drops the usage date when not T", () => {
    expect(required.parse({ tobaccoStatus: "N", tobaccoUsageDate: "01/01/2024" })).toEqual({
      tobaccoStatus: "N",
      tobaccoUsageDate: "",
    });
  });
});

describe("reportCodesFormSchema (enrollment.md §5 Report codes)", () => {
  const schema = reportCodesFormSchema();
  it("requires required codes and upper-cases values", () => {
    expect(
      errorsOf(schema, {
        reportCodes: [
          { type: "Dept", abbreviatedType: "DEPT", value: "", required: true },
          { type: "Loc", abbreviatedType: "LOC", value: "", required: false },
          { type: "Div", abbreviatedType: "DIV", value: "X".repeat(31) },
        ],
      }),
    ).toEqual({ "reportCodes.0.value": "This field is required", "reportCodes.2.value": "Too Long" });
    expect(
      schema.parse({ reportCodes: [{ type: "Dept", value: "ab", required: true }] }).reportCodes[0]?.value,
    ).toBe("AB");
  });

  it("locates server errors on fields", () => {
    const codes = [{ abbreviatedType: "DEPT" }, { abbreviatedType: "loc" }];
    expect(
      reportCodeFieldErrors("100", codes, [
        { groupNumber: "100", abbreviatedType: "LOC", message: "Invalid" },
        { groupNumber: "200", abbreviatedType: "DEPT", message: "Other group" },
        { groupNumber: "100", abbreviatedType: "ZZZ", message: "Unknown" },
      ]),
    ).toEqual([{ name: "reportCodes.1.value", message: "Invalid" }]);
  });
});
