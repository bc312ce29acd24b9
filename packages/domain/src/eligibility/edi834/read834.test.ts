import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { EligibilityMemberRow } from "../memberRow.js";
import { type Edi834Error, type Read834Result, read834 } from "./read834.js";

const corpus = (name: string) => readFileSync(new URL(`./corpus/${name}`, import.meta.url), "utf8");

function ok(result: Read834Result) {
  if (!result.ok) throw new Error(`expected the file to be read: ${JSON.stringify(result.errors)}`);
  return result;
}
function refused(result: Read834Result): Edi834Error[] {
  if (result.ok) throw new Error("expected the file to be refused");
  return result.errors;
}
/** What a row says, without where each value came from. */
const summary = (row: EligibilityMemberRow) => ({
  at: row.source.kind === "segment" ? row.source.segment : 0,
  action: row.action,
  relationship: row.relationshipCode,
  subscriber: row.subscriberSsn,
  ssn: row.ssn,
  name: [row.firstName, row.lastName].join(" "),
  event: row.eventDate,
  lines: row.coverages.map((line) =>
    [line.coverageType, line.productId, line.groupNumber, line.effectiveDate ?? "", line.endDate ?? ""].join(
      " ",
    ),
  ),
});

describe("read834: the corpus's well-formed files", () => {
  it("reads the interchange's and the transaction's headers", () => {
    const result = ok(read834(corpus("adds.edi")));
    expect(result.interchange).toMatchObject({
      senderQualifier: "ZZ",
      senderId: "ACMEHR",
      receiverQualifier: "ZZ",
      receiverId: "BLUECARRIER",
      controlNumber: "000000101",
      date: "01/15/2026",
      time: "12:00",
      usage: "T",
      separators: { element: "*", subElement: ":", segment: "~", repetition: "^" },
    });
    expect(result.envelope.groups).toEqual([
      {
        functionalId: "BE",
        senderCode: "ACMEHR",
        receiverCode: "BLUECARRIER",
        controlNumber: "101",
        version: "005010X220A1",
        segment: 2,
        sets: [{ id: "834", controlNumber: "0001", version: "005010X220A1", segment: 3 }],
      },
    ]);
    const [transaction] = result.transactions;
    expect(transaction).toMatchObject({
      groupControlNumber: "101",
      controlNumber: "0001",
      purpose: "00",
      reference: "ACME0001",
      date: "01/15/2026",
      action: "2",
      policyNumber: "GRP100",
      sponsor: { name: "ACME WIDGETS INC", idQualifier: "FI", id: "123456789" },
      payer: { name: "BLUE CARRIER", idQualifier: "FI", id: "987654321" },
      fullFile: false,
    });
  });

  it("reads every value of a member loop and records the element it came from", () => {
    const [alice] = ok(read834(corpus("adds.edi"))).transactions[0]?.rows ?? [];
    expect(alice).toEqual({
      source: { kind: "segment", segment: 6 },
      action: "add",
      subscriberSsn: "111223333",
      relationshipCode: "18",
      employmentStatus: "FT",
      clientAssignedId: "E1001",
      hireDate: "03/01/2025",
      lastName: "SMITH",
      firstName: "ALICE",
      middleName: "J",
      ssn: "111223333",
      phone: "5551234567",
      workEmail: "alice.smith@acme.example",
      address1: "12 MAIN ST",
      address2: "APT 4",
      city: "SPRINGFIELD",
      state: "IL",
      zip: "62701",
      birthDate: "04/12/1985",
      gender: "F",
      eventDate: "02/01/2026",
      coverages: [
        { groupNumber: "GRP100", coverageType: "MEDICAL", productId: "PPO500", effectiveDate: "02/01/2026" },
        { groupNumber: "GRP100", coverageType: "DENTAL", productId: "DENBASIC", effectiveDate: "02/01/2026" },
      ],
      columns: {
        relationshipCode: "INS02",
        employmentStatus: "INS08",
        subscriberSsn: "REF02 (0F)",
        clientAssignedId: "REF02 (23)",
        hireDate: "DTP03 (336)",
        eventDate: "DTP03 (356)",
        lastName: "NM103",
        firstName: "NM104",
        middleName: "NM105",
        ssn: "NM109",
        phone: "PER04",
        workEmail: "PER06",
        address1: "N301",
        address2: "N302",
        city: "N401",
        state: "N402",
        zip: "N403",
        birthDate: "DMG02",
        gender: "DMG03",
        "coverages.0.groupNumber": "REF02 (1L, loop 2000)",
        "coverages.0.coverageType": "HD03",
        "coverages.0.productId": "HD04",
        "coverages.0.effectiveDate": "DTP03 (348)",
        "coverages.1.groupNumber": "REF02 (1L, loop 2000)",
        "coverages.1.coverageType": "HD03",
        "coverages.1.productId": "HD04",
        "coverages.1.effectiveDate": "DTP03 (348)",
      },
    });
  });

  it.each([
    [
      "adds.edi",
      false,
      [
        {
          at: 6,
          action: "add",
          relationship: "18",
          subscriber: "111223333",
          ssn: "111223333",
          name: "ALICE SMITH",
          event: "02/01/2026",
          lines: ["MEDICAL PPO500 GRP100 02/01/2026 ", "DENTAL DENBASIC GRP100 02/01/2026 "],
        },
        {
          at: 21,
          action: "add",
          relationship: "18",
          subscriber: "222334444",
          ssn: "222334444",
          name: "BOB JONES",
          event: "03/01/2026",
          lines: ["VISION VIS100 GRP200 03/01/2026 "],
        },
      ],
    ],
    [
      "changes.edi",
      false,
      [
        {
          at: 6,
          action: "change",
          relationship: "18",
          subscriber: "111223333",
          ssn: "111223333",
          name: "ALICE SMITH",
          event: "01/15/2026",
          lines: [],
        },
      ],
    ],
    [
      "dependents.edi",
      false,
      [
        {
          at: 6,
          action: "change",
          relationship: "18",
          subscriber: "111223333",
          ssn: "111223333",
          name: "ALICE SMITH",
          event: undefined,
          lines: [],
        },
        {
          at: 9,
          action: "add",
          relationship: "01",
          subscriber: "111223333",
          ssn: "333445555",
          name: "CARL SMITH",
          event: "03/01/2026",
          lines: ["MEDICAL PPO500 GRP100 03/01/2026 "],
        },
        {
          at: 17,
          action: "add",
          relationship: "02",
          subscriber: "111223333",
          ssn: undefined,
          name: "DANA SMITH",
          event: "03/01/2026",
          lines: ["MEDICAL PPO500 GRP100 03/01/2026 "],
        },
        {
          at: 25,
          action: "add",
          relationship: "29",
          subscriber: "111223333",
          ssn: undefined,
          name: "ROBIN LEE",
          event: undefined,
          lines: [],
        },
      ],
    ],
    [
      "terms.edi",
      false,
      [
        {
          at: 6,
          action: "terminate",
          relationship: "18",
          subscriber: "222334444",
          ssn: "222334444",
          name: "BOB JONES",
          event: "03/31/2026",
          lines: ["VISION VIS100 GRP200 03/01/2026 03/31/2026"],
        },
        {
          at: 14,
          action: "terminate",
          relationship: "01",
          subscriber: "111223333",
          ssn: "333445555",
          name: "CARL SMITH",
          event: "02/28/2026",
          lines: ["MEDICAL PPO500 GRP100  02/28/2026"],
        },
      ],
    ],
    [
      "reinstates.edi",
      false,
      [
        {
          at: 6,
          action: "reinstate",
          relationship: "18",
          subscriber: "222334444",
          ssn: "222334444",
          name: "BOB JONES",
          event: "04/01/2026",
          lines: ["VISION VIS100 GRP200 04/01/2026 "],
        },
      ],
    ],
    [
      "full-file.edi",
      true,
      [
        {
          at: 6,
          action: "audit",
          relationship: "18",
          subscriber: "111223333",
          ssn: "111223333",
          name: "ALICE SMITH",
          event: undefined,
          lines: ["MEDICAL PPO500 GRP100 01/01/2026 ", "DRUG RX10 GRP100 01/01/2026 "],
        },
        {
          at: 15,
          action: "audit",
          relationship: "01",
          subscriber: "111223333",
          ssn: "333445555",
          name: "CARL SMITH",
          event: undefined,
          lines: ["MEDICAL PPO500 GRP100 01/01/2026 "],
        },
        {
          at: 22,
          action: "audit",
          relationship: "18",
          subscriber: "444556666",
          ssn: "444556666",
          name: "MAI NGUYEN",
          event: undefined,
          lines: ["DENTAL DENBASIC GRP100 01/01/2026 "],
        },
      ],
    ],
  ])("%s: full file %s, its members and lines", (name, fullFile, rows) => {
    const [transaction] = ok(read834(corpus(name))).transactions;
    expect(transaction?.fullFile).toBe(fullFile);
    expect(transaction?.rows.map(summary)).toEqual(rows);
  });

  it("says where a line's group came from: REF 1L or CE of the coverage loop, REF 1L of the member loop, REF 38", () => {
    const column = (name: string, row: number) =>
      ok(read834(corpus(name))).transactions[0]?.rows[row]?.columns["coverages.0.groupNumber"];
    expect(column("adds.edi", 1)).toBe("REF02 (1L)");
    expect(column("reinstates.edi", 0)).toBe("REF02 (CE)");
    expect(column("adds.edi", 0)).toBe("REF02 (1L, loop 2000)");
    expect(column("terms.edi", 1)).toBe("REF02 (38)");
    const withoutAny = corpus("terms.edi").replace("REF*38*GRP100~\n", "").replace("SE*20*", "SE*19*");
    const line = ok(read834(withoutAny)).transactions[0]?.rows[1];
    expect(line?.coverages[0]?.groupNumber).toBe("");
    expect(line?.columns["coverages.0.groupNumber"]).toBeUndefined();
  });

  it("takes a term's event date from DTP 357 and, without one, the eligibility begin or the maintenance date", () => {
    const terms = ok(read834(corpus("terms.edi"))).transactions[0]?.rows[0];
    expect(terms?.columns.eventDate).toBe("DTP03 (357)");
    const change = ok(read834(corpus("changes.edi"))).transactions[0]?.rows[0];
    expect([change?.eventDate, change?.columns.eventDate]).toEqual(["01/15/2026", "DTP03 (303)"]);
    const endOnly = corpus("changes.edi").replace("DTP*303*", "DTP*357*");
    expect(ok(read834(endOnly)).transactions[0]?.rows[0]?.columns.eventDate).toBe("DTP03 (357)");
  });

  it("reads an RD8 range: its start for a begin date, its end for an end date", () => {
    const text = corpus("terms.edi")
      .replace("DTP*348*D8*20260301", "DTP*348*RD8*20260301-20260331")
      .replace("DTP*349*D8*20260331", "DTP*349*RD8*20260301-20260331");
    const [line] = ok(read834(text)).transactions[0]?.rows[0]?.coverages ?? [];
    expect([line?.effectiveDate, line?.endDate]).toEqual(["03/01/2026", "03/31/2026"]);
  });

  it("passes over segments it does not read (other name loops, providers) and reads reporting categories as report codes", () => {
    const text = corpus("changes.edi")
      .replace(
        "N4*SPRINGFIELD*IL*62704~\n",
        [
          "N4*SPRINGFIELD*IL*62704~",
          "NM1*31*1~",
          "N3*PO BOX 1~",
          "N4*ELSEWHERE*IL*60000~",
          "HD*001**HLT*PPO500~",
          "AMT*P3*100~",
          "REF*XX1*abc~",
          "DTP*303*D8*20260101~",
          "LX*1~",
          "NM1*P3*1*DOE*JOHN~",
          "COB*P*123*1~",
          "LS*2700~",
          "LX*1~",
          "N1*75*REPORTING~",
          "REF*17*ABC~",
          "LE*2700~",
          "",
        ].join("\n"),
      )
      .replace("SE*13*", "SE*28*");
    const [row] = ok(read834(text)).transactions[0]?.rows ?? [];
    expect([row?.address1, row?.city]).toEqual(["400 OAK AVE", "SPRINGFIELD"]);
    expect(row?.coverages).toEqual([
      { groupNumber: "GRP100", coverageType: "MEDICAL", productId: "PPO500", reportCodes: "REPORTING=ABC" },
    ]);
  });

  it.each([
    ["RX", "001", true],
    ["4", "001", true],
    ["2", "030", true],
    ["2", "001", false],
  ])("BGN08 %s with INS03 %s is a full file: %s", (bgn08, ins03, fullFile) => {
    const text = corpus("changes.edi")
      .replace("****2~", `****${bgn08}~`)
      .replace("INS*Y*18*001", `INS*Y*18*${ins03}`);
    expect(ok(read834(text)).transactions[0]?.fullFile).toBe(fullFile);
  });

  // The add flow's two questions: Medicare from INS06-1, other insurance from a coverage's COB loop (2320).
  it.each([
    ["INS06 C (Parts A and B), COB03 1", "C", "1", "Yes", "Yes"],
    ["INS06 E (no Medicare), COB03 6 (no other coverage)", "E", "6", "No", "No"],
    ["INS06 A with a sub-element, COB03 5 (unknown)", "A:X", "5", "Yes", undefined],
    ["neither", "", "", undefined, undefined],
  ])("%s", (_, ins06, cob03, medicare, otherInsurance) => {
    const cob = cob03 ? `~\nCOB*P**${cob03}` : "";
    const text = corpus("changes.edi")
      .replace("INS*Y*18*001*25*A***FT", `INS*Y*18*001*25*A*${ins06}**FT`)
      .replace("N4*SPRINGFIELD*IL*62704", `N4*SPRINGFIELD*IL*62704~\nHD*001**HLT*PPO500${cob}`)
      .replace("SE*13*", `SE*${cob ? 15 : 14}*`);
    const [row] = ok(read834(text)).transactions[0]?.rows ?? [];
    expect(row?.medicareEligibleIndicator).toBe(medicare);
    expect(row?.otherInsuranceIndicator).toBe(otherInsurance);
    expect(row?.columns.medicareEligibleIndicator).toBe(medicare ? "INS06" : undefined);
  });

  it.each([
    ["HLH T (tobacco use)", "T", "T"],
    ["HLH X (tobacco use and substance abuse)", "X", "T"],
    ["HLH S (substance abuse alone)", "S", "N"],
    ["HLH U", "U", "U"],
  ])("%s is the tobacco answer of each line, beside its reporting categories", (_, hlh, tobacco) => {
    const text = corpus("changes.edi")
      .replace(
        "N4*SPRINGFIELD*IL*62704",
        `N4*SPRINGFIELD*IL*62704~\nHLH*${hlh}~\nHD*001**HLT*PPO500~\nLS*2700~\nLX*1~\nN1*75*DEPT~\nREF*ZZ*HR~\nLE*2700`,
      )
      .replace("SE*13*", "SE*20*");
    const [row] = ok(read834(text)).transactions[0]?.rows ?? [];
    expect(row?.coverages[0]).toMatchObject({ tobaccoStatus: tobacco, reportCodes: "DEPT=HR" });
    expect(row?.columns["coverages.0.tobaccoStatus"]).toBe("HLH01");
  });

  it("refuses an HLH01 the guide does not list", () => {
    const text = corpus("changes.edi")
      .replace("N4*SPRINGFIELD*IL*62704", "N4*SPRINGFIELD*IL*62704~\nHLH*Q")
      .replace("SE*13*", "SE*14*");
    expect(refused(read834(text))).toEqual([
      expect.objectContaining({
        segmentId: "HLH",
        element: 1,
        message: expect.stringMatching(/^HLH01 \(health-related code\)/),
      }),
    ]);
  });

  it("refuses an INS06 Medicare plan code the guide does not list", () => {
    const text = corpus("changes.edi").replace("INS*Y*18*001*25*A***FT", "INS*Y*18*001*25*A*Z**FT");
    expect(refused(read834(text))).toEqual([
      expect.objectContaining({
        segmentId: "INS",
        element: 6,
        message: expect.stringMatching(/^INS06 \(Medicare plan code\)/),
      }),
    ]);
  });

  it("reads several transaction sets and groups", () => {
    const text = corpus("changes.edi");
    const set = text.slice(text.indexOf("ST*834"), text.indexOf("GE*"));
    const second = set.replaceAll("0001", "0002");
    const group = text.slice(text.indexOf("GS*"), text.indexOf("IEA*")).replaceAll("*101", "*102");
    const both = text
      .replace(set, set + second)
      .replace("GE*1*", "GE*2*")
      .replace("IEA*1*", `${group}IEA*2*`);
    const result = ok(read834(both));
    expect(result.transactions.map((each) => [each.groupControlNumber, each.controlNumber])).toEqual([
      ["101", "0001"],
      ["101", "0002"],
      ["102", "0001"],
    ]);
  });

  it.each([
    ["line breaks after each terminator (LF)", (text: string) => text],
    ["CR LF after each terminator", (text: string) => text.replaceAll("~\n", "~\r\n")],
    ["no line breaks", (text: string) => text.replaceAll("~\n", "~")],
    ["a byte-order mark and blank lines first, spaces last", (text: string) => `\uFEFF\n\n${text}  \n`],
    [
      "a line break as the terminator, lines ending CR LF",
      (text: string) => text.replace("*:~\n", "*:\n").replaceAll("~\n", "\r\n"),
    ],
    [
      "other separators (| > ! and ^ repetition)",
      (text: string) => text.replaceAll("*", "|").replace("|:~", "|>!").replaceAll("~\n", "!\n"),
    ],
    [
      "a line break as the terminator",
      (text: string) => text.replace("*:~\n", "*:\n").replaceAll("~\n", "\n"),
    ],
    ["CR LF as the terminator", (text: string) => text.replace("*:~\n", "*:\r\n").replaceAll("~\n", "\r\n")],
  ])("takes its separators from the ISA: %s", (_, change) => {
    const result = ok(read834(change(corpus("adds.edi"))));
    expect(result.transactions[0]?.rows.map((row) => row.lastName)).toEqual(["SMITH", "JONES"]);
    expect(result.transactions[0]?.rows[0]?.workEmail).toBe("alice.smith@acme.example");
  });

  it("reads a 50,000-member file", () => {
    const members = Array.from({ length: 50_000 }, (_, index) =>
      [
        "INS*Y*18*021*28*A",
        `REF*0F*${100_000_000 + index}`,
        `NM1*IL*1*NUMBER${index}*MEMBER****34*${100_000_000 + index}`,
        "HD*021**HLT*PPO500",
      ].join("~\n"),
    );
    const text = corpus("adds.edi").replace(/INS\*Y[\s\S]*?(?=SE\*)/, `${members.join("~\n")}~\n`);
    const body = text.slice(text.indexOf("ST*"), text.indexOf("SE*")).split("~").length;
    const result = ok(read834(text.replace(/SE\*\d+\*/, `SE*${body}*`)));
    expect(result.transactions[0]?.rows).toHaveLength(50_000);
    expect(result.transactions[0]?.rows[49_999]?.lastName).toBe("NUMBER49999");
  }, 60_000);
});

describe("read834: the corpus's malformed files are refused with the segment, its id and what is wrong", () => {
  it.each([
    [
      "bad-isa-length.edi",
      {
        segment: 1,
        segmentId: "ISA",
        element: 6,
        message: "ISA06 must be 15 characters long but is 14: the ISA is fixed-width, 106 characters long.",
      },
    ],
    [
      "wrong-separators.edi",
      {
        segment: 1,
        segmentId: "ISA",
        element: 16,
        message:
          "ISA16, the sub-element separator, is '*'; it must differ from the element separator ('*') and the segment terminator ('~').",
      },
    ],
    [
      "wrong-terminator.edi",
      {
        segment: 2,
        segmentId: "GS",
        message:
          "GS runs on past a line break: segments must end with the terminator '~' the ISA declares (after ISA16).",
      },
    ],
    [
      "se-count.edi",
      {
        segment: 15,
        segmentId: "SE",
        element: 1,
        message: "SE01 says the transaction set has 7 segments, but it has 13 (ST to SE).",
      },
    ],
    [
      "st-se-control.edi",
      {
        segment: 15,
        segmentId: "SE",
        element: 2,
        message:
          "SE02, the transaction set control number, is '0002' but the ST's (ST02) is '0001': they must agree.",
      },
    ],
    [
      "gs-ge-control.edi",
      {
        segment: 16,
        segmentId: "GE",
        element: 2,
        message: "GE02, the group control number, is '102' but the GS's (GS06) is '101': they must agree.",
      },
    ],
    [
      "isa-iea-control.edi",
      {
        segment: 17,
        segmentId: "IEA",
        element: 2,
        message:
          "IEA02, the interchange control number, is '000000102' but the ISA's (ISA13) is '000000101': they must agree.",
      },
    ],
    [
      "ge-count.edi",
      {
        segment: 16,
        segmentId: "GE",
        element: 1,
        message: "GE01 says the group holds 2 transaction sets, but it holds 1.",
      },
    ],
    [
      "iea-count.edi",
      {
        segment: 17,
        segmentId: "IEA",
        element: 1,
        message: "IEA01 says the interchange holds 0 functional groups, but it holds 1.",
      },
    ],
    [
      "missing-bgn.edi",
      {
        segment: 4,
        segmentId: "BGN",
        message: "BGN is missing: an 834 begins with BGN right after ST; found N1.",
      },
    ],
    [
      "unknown-maintenance.edi",
      {
        segment: 8,
        segmentId: "INS",
        element: 3,
        message:
          "INS03 (maintenance type) is '002', which is not one of 001 (change), 021 (add), 024 (cancel or term), 025 (reinstate), 030 (audit).",
      },
    ],
    [
      "bad-date.edi",
      {
        segment: 18,
        segmentId: "DMG",
        element: 2,
        message: "DMG02 (birth date) is '19851304', which is not a date (CCYYMMDD).",
      },
    ],
  ])("%s", (name, expected) => {
    const errors = refused(read834(corpus(name)));
    expect(
      errors.map(({ segment, segmentId, element, message }) => ({ segment, segmentId, element, message })),
    ).toEqual([{ element: undefined, ...expected }]);
  });
});

/**
 * The implementation guide's segment rules, one a line: a well-formed file changed to break the
 * rule, and the error it must give (its segment's position in the interchange, the segment's id,
 * the element, and the words that say what is wrong).
 */
describe("read834: the implementation guide's segment rules", () => {
  const drop = (line: string) => (text: string) => text.replace(`${line}~\n`, "");
  const swap = (from: string, to: string) => (text: string) => {
    if (!text.includes(from)) throw new Error(`the corpus file has no ${from}`);
    return text.replace(from, to);
  };
  it.each<[string, string, (text: string) => string, Partial<Edi834Error> & { message: string }]>([
    [
      "a file that is not X12",
      "changes.edi",
      (text) => text.slice(text.indexOf("GS*")),
      { segment: 1, segmentId: "ISA", message: "does not begin with an ISA" },
    ],
    [
      "the element separator is a letter",
      "changes.edi",
      swap("ISA*", "ISAA"),
      { segment: 1, segmentId: "ISA", message: "element separator, is 'A'" },
    ],
    [
      "an ISA cut short",
      "changes.edi",
      (text) => text.slice(0, 60),
      {
        segment: 1,
        segmentId: "ISA",
        element: 8,
        message: "ISA08 must be 15 characters long but is missing",
      },
    ],
    [
      "ISA06 too long",
      "changes.edi",
      swap("*ACMEHR         *", "*ACMEHR          *"),
      { segment: 1, segmentId: "ISA", element: 6, message: "ISA06 must be 15 characters long but is 16" },
    ],
    [
      "the element separator is a space",
      "changes.edi",
      swap("ISA*", "ISA "),
      { segment: 1, segmentId: "ISA", message: "element separator, is a space" },
    ],
    [
      "the ISA ends after ISA16",
      "changes.edi",
      (text) => text.slice(0, 105),
      { segment: 1, segmentId: "ISA", element: 16, message: "The segment terminator after ISA16 is missing" },
    ],
    [
      "the sub-element separator is the terminator, a line break",
      "changes.edi",
      swap("*:~\n", "*\n\n"),
      {
        segment: 1,
        segmentId: "ISA",
        element: 16,
        message: "ISA16, the sub-element separator, is a line break",
      },
    ],
    [
      "the sub-element separator is the terminator, a carriage return",
      "changes.edi",
      swap("*:~", "*\r\r"),
      {
        segment: 1,
        segmentId: "ISA",
        element: 16,
        message: "ISA16, the sub-element separator, is a carriage return",
      },
    ],
    [
      "the terminator is a letter",
      "changes.edi",
      swap("*:~", "*:X"),
      { segment: 1, segmentId: "ISA", element: 16, message: "The segment terminator after ISA16 is 'X'" },
    ],
    [
      "the sub-element separator is a digit",
      "changes.edi",
      swap("*:~", "*1~"),
      { segment: 1, segmentId: "ISA", element: 16, message: "ISA16, the sub-element separator, is '1'" },
    ],
    [
      "a segment id that is not one",
      "changes.edi",
      swap("N3*400", "n3*400"),
      { segment: 13, segmentId: "n3", message: "'n3' is not a segment id" },
    ],
    [
      "ISA13 not 9 digits",
      "changes.edi",
      swap("*000000101*0*T", "*00000010A*0*T"),
      {
        segment: 1,
        segmentId: "ISA",
        element: 13,
        message: "ISA13, the interchange control number, must be 9 digits",
      },
    ],
    [
      "no GS",
      "changes.edi",
      (text) => text.replace(/GS\*[^~]*~\n/, ""),
      {
        segment: 2,
        segmentId: "GS",
        message: "GS is missing: after the ISA comes a functional group (GS … GE); found ST.",
      },
    ],
    [
      "GS01 not BE",
      "changes.edi",
      swap("GS*BE", "GS*HP"),
      { segment: 2, segmentId: "GS", element: 1, message: "GS01 is 'HP'" },
    ],
    [
      "GS06 not a number",
      "changes.edi",
      swap("*1200*101*X", "*1200*ABC*X"),
      {
        segment: 2,
        segmentId: "GS",
        element: 6,
        message: "GS06, the group control number, must be 1 to 9 digits",
      },
    ],
    [
      "GS08 another version",
      "changes.edi",
      swap("*X*005010X220A1", "*X*004010X095A1"),
      { segment: 2, segmentId: "GS", element: 8, message: "GS08 is '004010X095A1'" },
    ],
    [
      "no GE",
      "changes.edi",
      drop("GE*1*101"),
      {
        segment: 16,
        segmentId: "GE",
        message: "GE is missing: the functional group that starts at segment 2 has no trailer.",
      },
    ],
    [
      "an ISA alone",
      "changes.edi",
      (text) => text.slice(0, 107),
      {
        segment: 2,
        segmentId: "GS",
        message: "GS is missing: after the ISA comes a functional group (GS … GE).",
      },
    ],
    [
      "a file cut off after ST",
      "changes.edi",
      (text) => text.slice(0, text.indexOf("BGN")),
      { segment: 4, segmentId: "BGN", message: "BGN is missing: an 834 begins with BGN right after ST." },
    ],
    [
      "IEA01 missing",
      "changes.edi",
      swap("IEA*1*", "IEA**"),
      {
        segment: 17,
        segmentId: "IEA",
        element: 1,
        message: "IEA01 says the interchange holds no number of functional groups, but it holds 1.",
      },
    ],
    [
      "GE01 missing",
      "changes.edi",
      swap("GE*1*", "GE**"),
      {
        segment: 16,
        segmentId: "GE",
        element: 1,
        message: "GE01 says the group holds no number of transaction sets, but it holds 1.",
      },
    ],
    [
      "SE01 missing",
      "changes.edi",
      swap("SE*13*", "SE**"),
      {
        segment: 15,
        segmentId: "SE",
        element: 1,
        message: "SE01 says the transaction set has no number of segments, but it has 13 (ST to SE).",
      },
    ],
    [
      "no IEA",
      "changes.edi",
      drop("IEA*1*000000101"),
      { segment: 17, segmentId: "IEA", message: "IEA is missing" },
    ],
    [
      "a segment after IEA",
      "changes.edi",
      (text) => `${text}GS*BE~\n`,
      { segment: 18, segmentId: "GS", message: "GS comes after the IEA" },
    ],
    [
      "a segment between groups",
      "changes.edi",
      swap("IEA*", "REF*38*X~\nIEA*"),
      { segment: 17, segmentId: "REF", message: "REF is outside a functional group" },
    ],
    [
      "a segment between sets",
      "changes.edi",
      swap("GE*", "REF*38*X~\nGE*"),
      { segment: 16, segmentId: "REF", message: "REF is outside a transaction set" },
    ],
    [
      "ST01 not 834",
      "changes.edi",
      swap("ST*834", "ST*270"),
      { segment: 3, segmentId: "ST", element: 1, message: "ST01 is '270'" },
    ],
    [
      "ST02 not a control number",
      "changes.edi",
      swap("ST*834*0001", "ST*834*1"),
      {
        segment: 3,
        segmentId: "ST",
        element: 2,
        message: "ST02, the transaction set control number, must be 4 to 9 digits",
      },
    ],
    [
      "no SE",
      "changes.edi",
      drop("SE*13*0001"),
      {
        segment: 15,
        segmentId: "SE",
        message: "SE is missing: the transaction set that starts at segment 3 has no trailer.",
      },
    ],
    [
      "a segment an 834 does not have",
      "changes.edi",
      swap("N3*400", "CLM*400"),
      { segment: 13, segmentId: "CLM", message: "CLM is not a segment of an 834." },
    ],
    [
      "BGN01 purpose unknown",
      "changes.edi",
      swap("BGN*00", "BGN*99"),
      {
        segment: 4,
        segmentId: "BGN",
        element: 1,
        message: "BGN01 (transaction set purpose) is '99', which is not one of 00, 15, 22.",
      },
    ],
    [
      "BGN02 missing",
      "changes.edi",
      swap("BGN*00*ACME0001", "BGN*00*"),
      {
        segment: 4,
        segmentId: "BGN",
        element: 2,
        message: "BGN02 (the file's reference number) is missing.",
      },
    ],
    [
      "BGN03 not a date",
      "changes.edi",
      swap("*ACME0001*20260115", "*ACME0001*20261515"),
      {
        segment: 4,
        segmentId: "BGN",
        element: 3,
        message: "BGN03 (file creation date) is '20261515', which is not a date (CCYYMMDD).",
      },
    ],
    [
      "BGN08 action unknown",
      "changes.edi",
      swap("****2~", "****9~"),
      {
        segment: 4,
        segmentId: "BGN",
        element: 8,
        message: "BGN08 (action code) is '9', which is not one of 2, 4, RX.",
      },
    ],
    [
      "BGN08 missing",
      "changes.edi",
      swap("*1200****2~", "*1200~"),
      { segment: 4, segmentId: "BGN", element: 8, message: "BGN08 (action code) is missing." },
    ],
    [
      "no sponsor",
      "changes.edi",
      drop("N1*P5*ACME WIDGETS INC*FI*123456789"),
      { segment: 7, segmentId: "N1", message: "N1 P5 (the plan sponsor's name) is missing from the header." },
    ],
    [
      "no payer",
      "changes.edi",
      drop("N1*IN*BLUE CARRIER*FI*987654321"),
      { segment: 7, segmentId: "N1", message: "N1 IN (the payer's name) is missing from the header." },
    ],
    [
      "INS01 neither Y nor N",
      "changes.edi",
      swap("INS*Y", "INS*X"),
      {
        segment: 8,
        segmentId: "INS",
        element: 1,
        message: "INS01 (subscriber indicator) is 'X', which is not one of Y, N.",
      },
    ],
    [
      "INS02 relationship unknown",
      "changes.edi",
      swap("INS*Y*18", "INS*Y*99"),
      { segment: 8, segmentId: "INS", element: 2, message: "INS02 (individual relationship code) is '99'" },
    ],
    [
      "a subscriber whose relationship is not 18",
      "changes.edi",
      swap("INS*Y*18", "INS*Y*01"),
      {
        segment: 8,
        segmentId: "INS",
        element: 2,
        message:
          "INS02 is '01' but INS01 says the member is the subscriber, whose relationship is 18 (self).",
      },
    ],
    [
      "a dependent whose relationship is 18",
      "changes.edi",
      swap("INS*Y*18", "INS*N*18"),
      {
        segment: 8,
        segmentId: "INS",
        element: 2,
        message: "INS02 is 18 (self) but INS01 says the member is a dependent.",
      },
    ],
    [
      "INS03 missing",
      "changes.edi",
      swap("INS*Y*18*001", "INS*Y*18*"),
      { segment: 8, segmentId: "INS", element: 3, message: "INS03 (maintenance type) is missing." },
    ],
    [
      "INS05 missing",
      "changes.edi",
      swap("*25*A***FT", "*25****FT"),
      { segment: 8, segmentId: "INS", element: 5, message: "INS05 (benefit status) is missing." },
    ],
    [
      "INS08 unknown",
      "changes.edi",
      swap("*25*A***FT", "*25*A***XX"),
      { segment: 8, segmentId: "INS", element: 8, message: "INS08 (employment status) is 'XX'" },
    ],
    [
      "no REF 0F",
      "changes.edi",
      drop("REF*0F*111223333"),
      {
        segment: 8,
        segmentId: "REF",
        message: "REF 0F (the subscriber identifier) is missing from the member loop.",
      },
    ],
    [
      "no NM1 IL",
      "changes.edi",
      drop("NM1*IL*1*SMITH*ALICE*J***34*111223333"),
      {
        segment: 8,
        segmentId: "NM1",
        message: "NM1 IL (the member's name) is missing from the member loop.",
      },
    ],
    [
      "NM103 missing",
      "changes.edi",
      swap("NM1*IL*1*SMITH", "NM1*IL*1*"),
      { segment: 11, segmentId: "NM1", element: 3, message: "NM103 (the member's last name) is missing." },
    ],
    [
      "NM108 unknown",
      "changes.edi",
      swap("***34*111223333", "***XX*111223333"),
      { segment: 11, segmentId: "NM1", element: 8, message: "NM108 (identification code qualifier) is 'XX'" },
    ],
    [
      "NM109 missing",
      "changes.edi",
      swap("***34*111223333", "***34"),
      { segment: 11, segmentId: "NM1", element: 9, message: "NM109 (the member's identifier) is missing" },
    ],
    [
      "DTP02 format unknown",
      "changes.edi",
      swap("DTP*303*D8", "DTP*303*D6"),
      {
        segment: 10,
        segmentId: "DTP",
        element: 2,
        message: "DTP02 (date format) is 'D6', which is not one of D8, RD8.",
      },
    ],
    [
      "DTP03 not a date",
      "changes.edi",
      swap("DTP*303*D8*20260115", "DTP*303*D8*20260230"),
      {
        segment: 10,
        segmentId: "DTP",
        element: 3,
        message: "DTP03 (date 303) is '20260230', which is not a date (CCYYMMDD).",
      },
    ],
    [
      "DTP03 missing",
      "changes.edi",
      swap("DTP*303*D8*20260115", "DTP*303*D8"),
      { segment: 10, segmentId: "DTP", element: 3, message: "DTP03 (date 303) is missing." },
    ],
    [
      "DTP03 not a range",
      "changes.edi",
      swap("DTP*303*D8*20260115", "DTP*303*RD8*20260115"),
      {
        segment: 10,
        segmentId: "DTP",
        element: 3,
        message: "DTP03 (date 303) is '20260115', which is not a date range (CCYYMMDD-CCYYMMDD).",
      },
    ],
    [
      "DMG01 not D8",
      "adds.edi",
      swap("DMG*D8*19850412", "DMG*D6*19850412"),
      {
        segment: 18,
        segmentId: "DMG",
        element: 1,
        message: "DMG01 (date format) is 'D6', which is not one of D8.",
      },
    ],
    [
      "DMG03 gender unknown",
      "adds.edi",
      swap("DMG*D8*19850412*F", "DMG*D8*19850412*X"),
      {
        segment: 18,
        segmentId: "DMG",
        element: 3,
        message: "DMG03 (gender) is 'X', which is not one of M, F, U.",
      },
    ],
    [
      "HD01 maintenance unknown",
      "adds.edi",
      swap("HD*021**HLT", "HD*099**HLT"),
      { segment: 19, segmentId: "HD", element: 1, message: "HD01 (maintenance type) is '099'" },
    ],
    [
      "DTP 348 not a date",
      "adds.edi",
      swap("DTP*348*D8*20260201", "DTP*348*D8*20260231"),
      { segment: 20, segmentId: "DTP", element: 3, message: "DTP03 (date 348) is '20260231'" },
    ],
    [
      "DTP 349 not a date",
      "terms.edi",
      swap("DTP*349*D8*20260331", "DTP*349*D8*20260332"),
      { segment: 14, segmentId: "DTP", element: 3, message: "DTP03 (date 349) is '20260332'" },
    ],
    [
      "HD03 missing",
      "adds.edi",
      swap("HD*021**HLT", "HD*021**"),
      { segment: 19, segmentId: "HD", element: 3, message: "HD03 (the insurance line code) is missing." },
    ],
  ])("%s (%s)", (_, file, change, expected) => {
    const errors = refused(read834(change(corpus(file))));
    expect(errors).toContainEqual(
      expect.objectContaining({ ...expected, message: expect.stringContaining(expected.message) }),
    );
  });

  it("gives, for an error in a transaction set, its group, set and position in the set (ST is 1)", () => {
    const [error] = refused(read834(corpus("bad-date.edi")));
    expect(error).toMatchObject({
      level: "segment",
      code: "8",
      group: "101",
      transaction: "0001",
      positionInSet: 16,
    });
  });

  it("keeps what the envelope held when the file is refused, for the 999", () => {
    const result = read834(corpus("se-count.edi"));
    expect(result.ok).toBe(false);
    expect(result.envelope.interchange?.controlNumber).toBe("000000101");
    expect(result.envelope.groups[0]?.sets).toEqual([
      { id: "834", controlNumber: "0001", version: "005010X220A1", segment: 3 },
    ]);
  });

  it("reads a party without an id, and a set without ST03 takes its group's version", () => {
    const text = corpus("changes.edi")
      .replace("N1*P5*ACME WIDGETS INC*FI*123456789", "N1*P5*ACME WIDGETS INC")
      .replace("ST*834*0001*005010X220A1", "ST*834*0001");
    const result = ok(read834(text));
    expect(result.transactions[0]?.sponsor).toEqual({ name: "ACME WIDGETS INC" });
    expect(result.envelope.groups[0]?.sets[0]?.version).toBe("005010X220A1");
  });

  it("keeps an HD03 it has no coverage type for as read, for judging to refuse", () => {
    const text = corpus("adds.edi").replace("HD*021**DEN*DENBASIC", "HD*021**LIF*LIFE1");
    expect(ok(read834(text)).transactions[0]?.rows[0]?.coverages[1]?.coverageType).toBe("LIF");
  });
});
