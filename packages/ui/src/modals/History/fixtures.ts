// History records for stories and tests (excluded from the build): the shapes the server's
// writers keep (a memberLob, a providerInformation, a report code, a COB value).
import type { HistoryRow } from "./historyColumns.js";

const base = { memberName: "Elena Lindqvist", transactionType: "EDIT" };

export const planRows: HistoryRow[] = [
  {
    ...base,
    id: "3",
    when: "2026-03-02T15:04:00.000Z",
    who: "Ada Admin",
    transactionType: "CANCEL",
    before: { lineOfBusiness: "PPO", productName: "Gold PPO", coverageEffectiveDate: "01/01/2026" },
    after: {
      lineOfBusiness: "PPO",
      productName: "Gold PPO",
      coverageEffectiveDate: "01/01/2026",
      coverageEndDate: "03/31/2026",
      cancelReasonCode: "01",
    },
  },
  {
    ...base,
    id: "2",
    when: "2026-02-10T09:30:00.000Z",
    who: "Bo Baker",
    memberName: "Nils Lindqvist",
    transactionType: "ADD",
    before: null,
    after: { lineOfBusiness: "DEN", productName: "Dental Plus", coverageEffectiveDate: "02/01/2026" },
  },
  {
    ...base,
    id: "1",
    when: "2026-01-05T18:45:00.000Z",
    who: "Cy Carter",
    transactionType: "ADD",
    before: null,
    after: { lineOfBusiness: "PPO", productName: "Gold PPO", coverageEffectiveDate: "01/01/2026" },
  },
];

export const providerRows: HistoryRow[] = [
  {
    ...base,
    id: "11",
    when: "2026-02-11T14:00:00.000Z",
    who: "Ada Admin",
    transactionType: "PCP_CHANGE",
    before: {
      physicianNumber: "1000003",
      physicianName: "Dr. Rosa Park",
      physicianEffectiveDate: "01/01/2026",
    },
    after: {
      physicianNumber: "1000017",
      physicianName: "Dr. Omar Haddad",
      physicianEffectiveDate: "03/01/2026",
      existingPatientIndicator: "Y",
    },
  },
];

export const reportCodeRows: HistoryRow[] = [
  {
    ...base,
    id: "21",
    when: "2026-02-12T16:20:00.000Z",
    who: "Bo Baker",
    before: { type: "Department", abbreviatedType: "DEPT", value: "ACCT" },
    after: { type: "Department", abbreviatedType: "DEPT", value: "SALES" },
  },
];

/** Two COB changes: one of other insurance, one of Medicare. */
export const cobRows: HistoryRow[] = [
  {
    ...base,
    id: "32",
    when: "2026-02-14T10:00:00.000Z",
    who: "Cy Carter",
    before: { medicareEligible: { claimNumber: "1EG4TE5MK72", whyEligible: "0" } },
    after: {
      medicareEligible: { claimNumber: "1EG4TE5MK72", whyEligible: "1", partA: { startDate: "02/01/2026" } },
    },
  },
  {
    ...base,
    id: "31",
    when: "2026-02-13T10:00:00.000Z",
    who: "Ada Admin",
    before: {
      otherInsurance: { insuranceCarrier: "Acme Health", policyNumber: "P-100", relationSubscriber: "1" },
    },
    after: {
      otherInsurance: { insuranceCarrier: "Beacon Mutual", policyNumber: "P-100", relationSubscriber: "1" },
    },
  },
];

const admins = ["Ada Admin", "Bo Baker", "Cy Carter", "Dee Dalton", "Eli Evans"];
/** 30 plan changes, newest first, by five administrators in turn. */
export const manyPlanRows: HistoryRow[] = Array.from({ length: 30 }, (_, i) => ({
  ...base,
  id: String(100 - i),
  when: new Date(Date.UTC(2026, 2, 30 - i, 12)).toISOString(),
  who: admins[(i * 3) % admins.length] as string,
  before: { lineOfBusiness: "PPO", productName: `Plan ${30 - i}`, coverageEffectiveDate: "01/01/2026" },
  after: { lineOfBusiness: "PPO", productName: `Plan ${31 - i}`, coverageEffectiveDate: "01/01/2026" },
}));
