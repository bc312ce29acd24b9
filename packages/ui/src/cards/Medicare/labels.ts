/** Labels of the Medicare fields (enrollment.md §3 MedicareEligible), by form path. */
export const medicareLabels = {
  claimNumber: "Medicare Claim Number",
  whyEligible: "Why Eligible for Medicare",
  disStart: "Disability Start Date",
  ssdi: "Has the member ever collected SSDI?",
  "ssdiDates.startDate": "SSDI Start Date",
  "ssdiDates.endDate": "SSDI End Date",
  "partA.startDate": "Part A Effective Date",
  "partA.endDate": "Part A Cancel Date",
  "partB.startDate": "Part B Effective Date",
  "partB.endDate": "Part B Cancel Date",
  partC: "Medicare Part C?",
  partD: "Medicare Part D?",
} as const;

/** Labels of a Part C or Part D detail field. */
export const partInfoLabels = {
  carrierName: "Carrier Name",
  policyNumber: "Policy Number",
  groupNumber: "Group Number",
  effectiveDate: "Effective Date",
  endDate: "Cancel Date",
  bin: "BIN",
  pcn: "PCN",
} as const;

/** Limits of the Part C and D details (enrollment.md §5 Medicare, §9). */
export const partInfoLimits = {
  carrierName: 35,
  policyNumber: 17,
  groupNumber: 30,
  bin: 6,
  pcn: 10,
} as const;

const partInfoOrder = (part: "C" | "D") => {
  const fields = ["carrierName", "policyNumber", "groupNumber", "effectiveDate", "endDate"];
  if (part === "D") fields.push("bin", "pcn");
  return [`part${part}`, ...fields.map((field) => `part${part}Info.${field}`)];
};

/** The fields in screen order, as form paths: the error summary lists errors in this order. */
export const medicareFieldOrder: readonly string[] = [
  "claimNumber",
  "whyEligible",
  "disStart",
  "ssdi",
  "ssdiDates.startDate",
  "ssdiDates.endDate",
  "partA.startDate",
  "partA.endDate",
  "partB.startDate",
  "partB.endDate",
  ...partInfoOrder("C"),
  ...partInfoOrder("D"),
];

const emptyInfo = { carrierName: "", policyNumber: "", groupNumber: "", effectiveDate: "", endDate: "" };

/** Every field empty: a new Medicare record (the indicator just set to yes, enrollment.md §4). */
export const emptyMedicare = {
  claimNumber: "",
  whyEligible: "",
  disStart: "",
  ssdi: "",
  ssdiDates: { startDate: "", endDate: "" },
  partA: { startDate: "", endDate: "" },
  partB: { startDate: "", endDate: "" },
  partC: "",
  partCInfo: emptyInfo,
  partD: "",
  partDInfo: { ...emptyInfo, bin: "", pcn: "" },
};
