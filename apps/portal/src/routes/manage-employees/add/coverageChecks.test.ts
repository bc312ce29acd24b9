import type { ValidatePcpResponse } from "@epr/contract";
import { PROVIDER_VALIDATION_DELAY_MS, pcpValidationMessages } from "@epr/domain";
import { describe, expect, it, vi } from "vitest";
import { checkCoverageStep, pcpValidationRequest, readPcpValidation } from "./coverageChecks.js";

const accepted: ValidatePcpResponse = {
  valid: true,
  payload: { physicianNumber: "1000003", physicianName: "VALLEY SPECIALTY CLINIC" },
  returnCode: null,
  returnCodeDescription: null,
};
const refused = (description: string | null): ValidatePcpResponse => ({
  valid: false,
  payload: null,
  returnCode: "x",
  returnCodeDescription: description,
});

describe("readPcpValidation (enrollment.md §7 Validate PCP)", () => {
  it.each([
    ["accepted with the provider", accepted, { ok: true }],
    [
      "refused: the server's returnCodeDescription",
      refused("This provider is not accepting new patients."),
      { ok: false, message: "This provider is not accepting new patients." },
    ],
    [
      "refused without a description",
      refused(null),
      { ok: false, message: pcpValidationMessages.invalidProviderNumber },
    ],
    [
      "an empty payload",
      { ...accepted, payload: null },
      { ok: false, message: "Please enter a valid Provider Number." },
    ],
  ])("%s", (_label, response, expected) => {
    expect(readPcpValidation(response)).toEqual(expected);
  });
});

describe("pcpValidationRequest (enrollment.md §7 Validate PCP body)", () => {
  const base = {
    provider: { physicianNumber: "1000003", effectiveDate: "12/01/2026", establishedPatient: true },
    subscriberSsn: "923-45-6789",
    birthDate: "05/23/1988",
    planAreaCode: "363",
    contractId: "100100",
    lineOfBusiness: "PPO",
  };
  it.each([
    [
      "every field the spec names",
      base,
      {
        pcpNum: "1000003",
        ssn: "923456789",
        planAreaCde: "363",
        dob: "05/23/1988",
        contractId: "100100",
        insuranceLineCde: "PPO",
        pcpEffDte: "12/01/2026",
        existingPatient: true,
      },
    ],
    ["no number: nothing to ask", { ...base, provider: { ...base.provider, physicianNumber: "" } }, null],
    [
      "a masked SSN without an enrollment in progress: nothing to name the subscriber by",
      { ...base, subscriberSsn: "*****6789" },
      null,
    ],
    ["no SSN", { ...base, subscriberSsn: null }, null],
    [
      "a masked SSN of a resumed enrollment: the enrollment named by its id instead",
      { ...base, subscriberSsn: "*****6789", enrollmentId: "7d1f5b1e-4a8b-4c1d-9a51-2f0f3c7e9b10" },
      {
        pcpNum: "1000003",
        enrollmentId: "7d1f5b1e-4a8b-4c1d-9a51-2f0f3c7e9b10",
        planAreaCde: "363",
        dob: "05/23/1988",
        contractId: "100100",
        insuranceLineCde: "PPO",
        pcpEffDte: "12/01/2026",
        existingPatient: true,
      },
    ],
    [
      "an SSN typed in this session goes first, even once saved",
      { ...base, enrollmentId: "7d1f5b1e-4a8b-4c1d-9a51-2f0f3c7e9b10" },
      expect.objectContaining({ ssn: "923456789" }),
    ],
  ])("%s", (_label, input, expected) => {
    expect(pcpValidationRequest(input)).toEqual(expected);
  });
});

const request = pcpValidationRequest({
  provider: { physicianNumber: "1000003", effectiveDate: "12/01/2026", establishedPatient: false },
  subscriberSsn: "923456789",
  birthDate: "05/23/1988",
  planAreaCode: "363",
  contractId: "100100",
  lineOfBusiness: "PPO",
});
if (!request) throw new Error("the example request is complete");
const codes = [
  {
    groupNumber: "100100",
    coverageStartDate: "12/01/2026",
    reportCodes: [{ abbreviatedType: "DEPT", type: "Department", value: "HR", required: true }],
  },
];

describe("checkCoverageStep (enrollment.md §4 Provider validation on save, §9 100 ms)", () => {
  const services = (answers: Record<string, ValidatePcpResponse>, reportCodeErrors: string[] = []) => {
    const events: string[] = [];
    return {
      events,
      validatePcp: vi.fn(async (body: { pcpNum: string }) => {
        events.push(`pcp ${body.pcpNum}`);
        return answers[body.pcpNum] ?? refused(null);
      }),
      validateReportCodes: vi.fn(async () => {
        events.push("report codes");
        return { payload: reportCodeErrors };
      }),
      wait: vi.fn(async (ms: number) => {
        events.push(`wait ${ms}`);
      }),
    };
  };

  it.each([
    ["every provider and the codes valid", { "1000003": accepted }, [], true, [], {}],
    [
      "one provider refused: 'invalid providers', its message on its member",
      { "1000003": accepted, "9999999": refused("Please enter a valid Provider Number.") },
      [],
      false,
      ["invalid providers"],
      { d1: "Please enter a valid Provider Number." },
    ],
    [
      "a report code refused: 'invalid report codes'",
      { "1000003": accepted },
      ["Group 100100: Department is required (DEPT)"],
      false,
      ["invalid report codes"],
      {},
    ],
  ])("%s", async (_label, answers, reportCodeErrors, ok, rejections, providerErrors) => {
    const fake = services(answers, reportCodeErrors);
    const result = await checkCoverageStep(
      {
        providers: [
          { key: "subscriber", request },
          ...(Object.hasOwn(answers, "9999999")
            ? [{ key: "d1", request: { ...request, pcpNum: "9999999" } }]
            : []),
        ],
        reportCodes: codes,
      },
      fake,
    );
    expect(result).toEqual({ ok, rejections, providerErrors, reportCodeErrors });
    // The provider results are applied only after the spec's wait.
    expect(fake.wait).toHaveBeenCalledWith(PROVIDER_VALIDATION_DELAY_MS);
    expect(fake.events.indexOf(`wait ${PROVIDER_VALIDATION_DELAY_MS}`)).toBeGreaterThan(
      fake.events.lastIndexOf("pcp 1000003"),
    );
  });

  it("no report codes to check: the validator is not asked", async () => {
    const fake = services({});
    const result = await checkCoverageStep({ providers: [], reportCodes: [] }, fake);
    expect(result.ok).toBe(true);
    expect(fake.validateReportCodes).not.toHaveBeenCalled();
    expect(fake.validatePcp).not.toHaveBeenCalled();
  });

  it("a failed call rejects the check", async () => {
    const fake = services({});
    fake.validateReportCodes.mockRejectedValueOnce(new Error("The service is unavailable"));
    await expect(checkCoverageStep({ providers: [], reportCodes: codes }, fake)).rejects.toThrow(
      "The service is unavailable",
    );
  });
});
