import type { EnrollmentSaveRequest } from "@epr/contract";

/**
 * The example body of the create and save routes in the OpenAPI document. The generated
 * authorization matrix and bad-input tests send it, so it is a body the server accepts: a
 * subscriber just named, nothing approved yet (enrollment.md §4 Save for Later from step 1). Its SSN
 * is not the final save's example SSN: the matrix's final save would otherwise finish (and remove)
 * the matrix's own enrollment before its enrollment cells run.
 */
export const exampleEnrollment = {
  record: {
    subscriber: {
      ssn: "234567891",
      fullName: { first: "Avery", last: "Example" },
      gender: "F",
      birthDate: "04/12/1986",
      relationshipCode: "20",
      medicareEligibleIndicator: "no",
      otherInsuranceIndicator: "no",
      memberCoverages: [],
    },
    dependents: [],
  },
  approvedSteps: [],
} satisfies EnrollmentSaveRequest;
