import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type EligibilityMemberRow,
  eligibilityCoverageSchema,
  eligibilityMemberRowSchema,
} from "../memberRow.js";
import { relationshipFromX12, relationshipToX12 } from "./codes.js";
import { read834 } from "./read834.js";
import { type Write834Input, write834 } from "./write834.js";

const envelope = {
  sender: { id: "ACMEHR" },
  receiver: { qualifier: "30", id: "BLUECARRIER" },
  interchangeControlNumber: 42,
  createdAt: new Date(Date.UTC(2026, 0, 15, 9, 5)),
  sponsor: { name: "ACME WIDGETS INC", id: "12-3456789" },
  payer: { name: "BLUE CARRIER", id: "BLUE1" },
} satisfies Partial<Write834Input>;

const member = (over: Partial<EligibilityMemberRow>): EligibilityMemberRow => ({
  source: { kind: "row", row: 2 },
  action: "add",
  subscriberSsn: "111223333",
  relationshipCode: "18",
  ssn: "111223333",
  firstName: "ALICE",
  lastName: "SMITH",
  coverages: [],
  columns: {},
  ...over,
});

/** A row as the reader gives it back: where it came from set apart. */
const asRead = ({ source: _source, columns: _columns, ...row }: EligibilityMemberRow) => row;

function readBack(text: string) {
  const result = read834(text);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

/** Codes of ours that the 834 carries and gives back as they were (codes.test.ts lists the others). */
const dependentRelationships = Object.keys(relationshipToX12).filter(
  (ours) => relationshipFromX12[relationshipToX12[ours] as string] === ours && ours !== "18",
);
const text = (pattern: RegExp) => fc.stringMatching(pattern);
const date = fc
  .date({ min: new Date(Date.UTC(1940, 0, 1)), max: new Date(Date.UTC(2040, 11, 31)), noInvalidDate: true })
  .map(
    (day) =>
      `${String(day.getUTCMonth() + 1).padStart(2, "0")}/${String(day.getUTCDate()).padStart(2, "0")}/${day.getUTCFullYear()}`,
  );
const coverageFields = {
  groupNumber: text(/^[A-Z0-9]{1,10}$/),
  coverageType: fc.constantFrom("MEDICAL", "DENTAL", "VISION", "DRUG", "SERVICE"),
  productId: text(/^[A-Z0-9]{1,12}$/),
  effectiveDate: date,
  endDate: date,
};
const coverage = fc.record(coverageFields, { requiredKeys: ["groupNumber", "coverageType"] });
const person = {
  ssn: text(/^\d{9}$/),
  firstName: text(/^[A-Z][A-Za-z'-]{0,11}$/),
  middleName: text(/^[A-Z]$/),
  gender: fc.constantFrom("M", "F", "U"),
  birthDate: date,
  address1: text(/^[1-9]\d{0,4} [A-Z]{2,10} (ST|AVE|RD)$/),
  address2: text(/^APT \d{1,3}$/),
  city: text(/^[A-Z]{3,12}$/),
  state: text(/^[A-Z]{2}$/),
  zip: text(/^\d{5}$/),
  phone: text(/^\d{10}$/),
  workEmail: text(/^[a-z]{1,8}\.[a-z]{1,8}@[a-z]{2,8}\.example$/),
  eventDate: date,
  medicareEligibleIndicator: fc.constantFrom("Yes", "No"),
  otherInsuranceIndicator: fc.constantFrom("Yes", "No"),
  coverages: fc.array(coverage, { maxLength: 3 }),
};
const family = fc.record({
  action: fc.constantFrom("add", "change", "terminate", "reinstate"),
  subscriber: fc.record(
    {
      ...person,
      lastName: text(/^[A-Z][A-Za-z'-]{0,14}$/),
      clientAssignedId: text(/^E\d{1,6}$/),
      hireDate: date,
      employmentStatus: fc.constantFrom("FT", "PT", "RT", "TE"),
    },
    { requiredKeys: ["lastName", "coverages"] },
  ),
  dependents: fc.array(
    fc.record(
      {
        ...person,
        lastName: text(/^[A-Z][A-Za-z'-]{0,14}$/),
        relationshipCode: fc.constantFrom(...dependentRelationships),
      },
      { requiredKeys: ["lastName", "coverages", "relationshipCode"] },
    ),
    { maxLength: 3 },
  ),
});

/** The other-insurance answer rides in a coverage's COB loop (2320): a member with no coverage has none. */
const withoutCobOfNoCoverage = ({ otherInsuranceIndicator, ...row }: EligibilityMemberRow) =>
  (row.coverages.length ? { ...row, otherInsuranceIndicator } : row) as EligibilityMemberRow;

/** Families with distinct subscriber SSNs, as the rows a file is written from. */
const families = fc.array(family, { minLength: 1, maxLength: 6 }).map((list) =>
  list.flatMap(({ action, subscriber, dependents }, index) => {
    const subscriberSsn = String(500_000_000 + index);
    return [
      {
        source: { kind: "row", row: 2 },
        action,
        subscriberSsn,
        relationshipCode: "18",
        columns: {},
        ...subscriber,
      },
      ...dependents.map((dependent) => ({
        source: { kind: "row", row: 2 },
        action,
        subscriberSsn,
        columns: {},
        ...dependent,
      })),
    ] as EligibilityMemberRow[];
  }),
);

describe("write834: read834 reads back every file it writes", () => {
  it("finds the same members and lines, for changes and for a full file", () => {
    fc.assert(
      fc.property(families, fc.boolean(), (rows, fullFile) => {
        const result = readBack(write834({ ...envelope, fullFile, rows }));
        const [transaction] = result.transactions;
        expect(transaction?.fullFile).toBe(fullFile);
        expect(transaction?.rows.map(asRead)).toEqual(
          rows.map((row) =>
            asRead({ ...withoutCobOfNoCoverage(row), action: fullFile ? "audit" : row.action }),
          ),
        );
      }),
      { numRuns: 60 },
    );
  }, 30_000);

  it("carries a member's tobacco answer (HLH) and reporting categories (loop 2750) onto each of its lines", () => {
    const line = { groupNumber: "GRP100", coverageType: "MEDICAL", productId: "PPO500" };
    const file = write834({
      ...envelope,
      fullFile: false,
      rows: [
        member({
          coverages: [
            { ...line, tobaccoStatus: "n", reportCodes: "dept=HR; DIV=D1" },
            { ...line, coverageType: "DENTAL", productId: "DEN1" },
          ],
        }),
      ],
    });
    expect(file).toContain("HLH*N~");
    expect(file).toContain(
      "LS*2700~\nLX*1~\nN1*75*DEPT~\nREF*ZZ*HR~\nLX*2~\nN1*75*DIV~\nREF*ZZ*D1~\nLE*2700~",
    );
    const [read] = readBack(file).transactions[0]?.rows ?? [];
    expect(read?.coverages.map((c) => [c.coverageType, c.tobaccoStatus, c.reportCodes])).toEqual([
      ["MEDICAL", "N", "DEPT=HR; DIV=D1"],
      ["DENTAL", "N", "DEPT=HR; DIV=D1"],
    ]);
  });

  it("generates every field of a row, and every field of a line but the cancel reason and the census's Plan Coverage answers (one a member in an 834, one a line in a census: tested apart)", () => {
    const generated = [
      ...Object.keys(person),
      "lastName",
      "clientAssignedId",
      "hireDate",
      "employmentStatus",
    ];
    const given = ["source", "action", "subscriberSsn", "relationshipCode", "columns"];
    expect([...generated, ...given].sort()).toEqual(Object.keys(eligibilityMemberRowSchema.shape).sort());
    // An 834 carries tobacco and report codes once a member, the census once a line (the test above).
    expect(Object.keys(eligibilityCoverageSchema.shape).filter((key) => !(key in coverageFields))).toEqual([
      "cancelReasonCode",
      "tobaccoStatus",
      "tobaccoUsageDate",
      "reportCodes",
    ]);
  });
});

describe("write834", () => {
  it("writes the envelope: a fixed-width ISA, the group, the set, and trailers that count them", () => {
    const file = write834({ ...envelope, fullFile: false, rows: [member({})] });
    const lines = file.split("~\n");
    expect(lines[0]).toBe(
      "ISA*00*          *00*          *ZZ*ACMEHR         *30*BLUECARRIER    *260115*0905*^*00501*000000042*0*P*:",
    );
    expect(lines.slice(1)).toEqual([
      "GS*BE*ACMEHR*BLUECARRIER*20260115*0905*42*X*005010X220A1",
      "ST*834*0001*005010X220A1",
      "BGN*00*0001*20260115*0905****2",
      "N1*P5*ACME WIDGETS INC*FI*12-3456789",
      "N1*IN*BLUE CARRIER*ZZ*BLUE1",
      "INS*Y*18*021**A",
      "REF*0F*111223333",
      "NM1*IL*1*SMITH*ALICE****34*111223333",
      "SE*8*0001",
      "GE*1*42",
      "IEA*1*000000042",
      "",
    ]);
  });

  it("writes a full file as BGN08 RX with every member 030, the policy number as REF 38", () => {
    const file = write834({
      ...envelope,
      usage: "T",
      groupControlNumber: 7,
      transactionControlNumber: 12,
      reference: "OE2026",
      policyNumber: "GRP100",
      fullFile: true,
      lineBreaks: false,
      rows: [
        member({ action: "terminate" }),
        member({ relationshipCode: "01", ssn: null, firstName: "CARL" }),
      ],
    });
    expect(file).not.toContain("\n");
    expect(file).toContain("~BGN*00*OE2026*20260115*0905****RX~REF*38*GRP100~");
    expect(file.match(/INS\*[YN]\*\d\d\*\d{3}/g)).toEqual(["INS*Y*18*030", "INS*N*01*030"]);
    expect(file).toContain("*T*:~GS*BE*ACMEHR*BLUECARRIER*20260115*0905*7*");
    expect(file).toContain("~SE*12*0012~GE*1*7~");
  });

  it("writes a party without an id, and ZZ as a partner's qualifier when none is given", () => {
    const file = write834({
      ...envelope,
      receiver: { id: "BLUECARRIER" },
      sponsor: { name: "ACME" },
      payer: { name: "BLUE" },
      fullFile: false,
      rows: [member({})],
    });
    expect(file).toContain("*ZZ*BLUECARRIER    *");
    expect(file).toContain("~\nN1*P5*ACME~\nN1*IN*BLUE~\n");
  });

  it("writes a term's event date as DTP 357 and other actions' as DTP 356", () => {
    const dtp = (action: EligibilityMemberRow["action"]) =>
      write834({ ...envelope, fullFile: false, rows: [member({ action, eventDate: "03/31/2026" })] }).match(
        /DTP\*\d+/,
      )?.[0];
    expect([dtp("terminate"), dtp("add"), dtp("reinstate")]).toEqual(["DTP*357", "DTP*356", "DTP*356"]);
  });

  it("puts each subscriber's loop before their dependents', families in the order they first appear", () => {
    const rows = [
      member({ relationshipCode: "01", firstName: "CARL" }),
      member({ subscriberSsn: "999887777", ssn: "999887777", firstName: "ZED" }),
      member({}),
    ];
    const read = readBack(write834({ ...envelope, fullFile: false, rows })).transactions[0]?.rows;
    expect(read?.map((row) => row.firstName)).toEqual(["ALICE", "CARL", "ZED"]);
  });

  it("writes our 20 (Employee) as the subscriber, and UCCI dental as DEN, read back as dental", () => {
    const row = member({
      relationshipCode: "20",
      coverages: [{ groupNumber: "G1", coverageType: "UCCIDENTAL", productId: "U1" }],
    });
    const file = write834({ ...envelope, fullFile: false, rows: [row] });
    expect(file).toContain("INS*Y*18*021");
    expect(file).toContain("HD*021**DEN*U1");
    const [read] = readBack(file).transactions[0]?.rows ?? [];
    expect([read?.relationshipCode, read?.coverages[0]?.coverageType]).toEqual(["18", "DENTAL"]);
  });

  it("writes a coverage type it has no HD03 for as it is, and a relationship it has no INS02 for as G8", () => {
    const row = member({ relationshipCode: "77", coverages: [{ groupNumber: "G1", coverageType: "LIF" }] });
    const file = write834({ ...envelope, fullFile: false, rows: [row] });
    expect(file).toContain("INS*N*G8*021");
    expect(file).toContain("HD*021**LIF~");
  });

  it("replaces a separator inside a value with a space, so the file stays readable", () => {
    const row = member({ lastName: "O*BRIEN~JR", address1: "1:2 MAIN^ST", city: "A\nB" });
    const [read] =
      readBack(write834({ ...envelope, fullFile: false, rows: [row] })).transactions[0]?.rows ?? [];
    expect([read?.lastName, read?.address1, read?.city]).toEqual(["O BRIEN JR", "1 2 MAIN ST", "A B"]);
  });

  it.each([
    [
      { interchangeControlNumber: 0 },
      "The interchange control number must be a whole number from 1 to 999,999,999; it is 0.",
    ],
    [
      { groupControlNumber: 1.5 },
      "The group control number must be a whole number from 1 to 999,999,999; it is 1.5.",
    ],
    [
      { transactionControlNumber: 1e9 },
      "The transaction control number must be a whole number from 1 to 999,999,999; it is 1000000000.",
    ],
    [
      { rows: [member({ birthDate: "1985-04-12" })] },
      "The birth date of member ALICE SMITH is '1985-04-12', not a MM/dd/yyyy date.",
    ],
  ])("refuses %o", (change, message) => {
    expect(() => write834({ ...envelope, fullFile: false, rows: [member({})], ...change })).toThrow(message);
  });
});
