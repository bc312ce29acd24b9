import type { ActionEntitlements, EmployeeRecord, SummaryGroup } from "@epr/domain";

/** Fixtures of the summary's stories: a fixed day, so line activity gives the same answers every run. */
export const fixtureToday = new Date(2026, 10, 22);

const line = (lineOfBusiness: string, coverageType: "MEDICAL" | "DENTAL" | "VISION", extra = {}) => ({
  lineOfBusiness,
  coverageType,
  coverageEffectiveDate: "01/01/2025",
  coverageCategoryCode: "ESP",
  productId: `P-${lineOfBusiness}`,
  productName: `${lineOfBusiness} plan`,
  ...extra,
});

/** A subscriber and spouse in one active group, with a PCP, other insurance and a qualifying event. */
export const fixtureRecord: EmployeeRecord = {
  umi: "M10009731",
  clientAssignedId: "CA309949",
  globalCoverageEffectiveDate: "01/01/2025",
  isCOBDataProcessed: "NO",
  subscriber: {
    fullName: { first: "Elena", middle: "J", last: "Lindqvist" },
    ssn: "*****7375",
    gender: "F",
    birthDate: "05/23/1990",
    hireDate: "11/12/2015",
    relationshipCode: "20",
    address: { address1: "8819 Maple Ave", city: "Newark", state: "NJ", zipCode: { base: "07102" } },
    phones: { home: "(215) 378-6414", mobile: "(215) 555-0199" },
    workEmail: "elena.lindqvist@example.com",
    medicareEligibleIndicator: "no",
    otherInsuranceIndicator: "yes",
    otherInsurance: { insuranceCarrier: "Keystone Mutual" },
    qualifyingEvent: "Test",
    qualifyingEventDate: "10/01/2026",
    memberCoverages: [
      {
        groupNumber: "100107",
        memberLobs: [line("HMO", "MEDICAL"), line("DEN", "DENTAL")],
        providerInformation: { physicianNumber: "P5102433", physicianName: "RIVERSIDE FAMILY PRACTICE" },
      },
    ],
  },
  dependents: [
    {
      fullName: { first: "Marco", last: "Lindqvist" },
      gender: "M",
      birthDate: "02/02/1989",
      relationshipCode: "01",
      ssn: "*****1200",
      dependentStatus: "N",
      medicareEligibleIndicator: "no",
      otherInsuranceIndicator: "no",
      memberCoverages: [{ groupNumber: "100107", memberLobs: [line("HMO", "MEDICAL")] }],
    },
  ],
};

/** The active group, modifiable by this administrator. */
export const fixtureGroups: SummaryGroup[] = [
  { groupNumber: "100107", groupName: "Northwind Hourly Plan", status: "active", modifiable: true },
];

/** Every entitlement the actions menu reads. */
export const allEntitlements: ActionEntitlements = {
  employeesView: true,
  employeesEdit: true,
  claims: true,
  groupSpendingAccount: true,
  spendingAccountAccess: true,
  claimsView: true,
};

/** Routes of the link actions, as the portal's paths would give them. */
export const fixtureActionHrefs = {
  changePcp: "/employer/assist-employees/change-pcp?umi=M10009731",
  idCards: "/employer/assist-employees/id-cards?umi=M10009731",
  claims: "/employer/claims?umi=M10009731",
  spendingAccount: "/employer/assist-employees/spending-elections?umi=M10009731",
  viewSbc: "/employer/assist-employees/sbc?umi=M10009731",
};
