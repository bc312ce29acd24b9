import { describe, expect, it } from "vitest";
import type { EmployeeRecord } from "../entities/employee.js";
import { dependent, lob, record, subscriber } from "../test-fixtures.js";
import { type EditChanges, editChanges } from "./editChanges.js";

/** enrollment.md §4 Edit save, §5: the rules are judged again only on what an edit changed. */
const original = record({
  subscriber: subscriber({
    pin: "01",
    hireDate: "06/01/2020",
    memberCoverages: [
      {
        groupNumber: "100",
        memberLobs: [lob("PPO", { coverageEffectiveDate: "01/01/2019" })],
        tobaccoStatus: "N",
      },
    ],
  }),
  dependents: [
    dependent({
      pin: "02",
      relationshipCode: "01",
      memberCoverages: [
        { groupNumber: "100", memberLobs: [lob("PPO", { coverageEffectiveDate: "01/01/2019" })] },
      ],
    }),
    dependent({ pin: "03", fullName: { first: "Old", last: "Lee" }, birthDate: "01/01/1990" }),
  ],
});

const none: EditChanges = {
  subscriber: false,
  dependents: [],
  addedDependents: [],
  coverages: [],
  lines: [],
  lineGroups: [],
  reportCodeGroups: [],
};

type Edit = (r: EmployeeRecord) => void;
const cases: [string, Edit, Partial<EditChanges>][] = [
  ["nothing changed", () => {}, {}],
  [
    "the subscriber's e-mail: the subscriber only, no line",
    (r) => {
      r.subscriber.workEmail = "new@example.com";
    },
    { subscriber: true },
  ],
  [
    "an SSN the portal sends back masked is not a change (SSNs rest beside the record)",
    (r) => {
      r.subscriber.ssn = "*****6789";
      (r.dependents[0] as { ssn?: string | null }).ssn = "*****1234";
    },
    {},
  ],
  [
    "a dental line added: that coverage and line only",
    (r) => {
      r.subscriber.memberCoverages[0]?.memberLobs.push(lob("DEN", { coverageEffectiveDate: "updateMe" }));
    },
    {
      coverages: ["subscriber.memberCoverages.0"],
      lines: ["subscriber.memberCoverages.0.memberLobs.1"],
      lineGroups: ["100"],
    },
  ],
  [
    "a line marked for cancel: that line",
    (r) => {
      const line = r.dependents[0]?.memberCoverages[0]?.memberLobs[0];
      if (line) Object.assign(line, { coverageEndDate: "12/31/2026", cancelReason: "01" });
    },
    {
      coverages: ["dependents.0.memberCoverages.0"],
      lines: ["dependents.0.memberCoverages.0.memberLobs.0"],
      lineGroups: ["100"],
    },
  ],
  [
    "a PCP changed: the coverage, not its lines",
    (r) => {
      const coverage = r.subscriber.memberCoverages[0];
      if (coverage) coverage.providerInformation = { physicianNumber: "12345" };
    },
    { coverages: ["subscriber.memberCoverages.0"] },
  ],
  [
    "a report code changed: the coverage and its group's report codes",
    (r) => {
      const coverage = r.subscriber.memberCoverages[0];
      if (coverage) coverage.reportCodes = [{ type: "Department", abbreviatedType: "DEPT", value: "HR12" }];
    },
    { coverages: ["subscriber.memberCoverages.0"], reportCodeGroups: ["100"] },
  ],
  [
    "a new dependent with coverage (no pin yet): added, their coverage and line",
    (r) => {
      r.dependents.push(
        dependent({
          fullName: { first: "New", last: "Lee" },
          memberCoverages: [
            { groupNumber: "100", memberLobs: [lob("PPO", { coverageEffectiveDate: "updateMe" })] },
          ],
        }),
      );
    },
    {
      dependents: [2],
      addedDependents: [2],
      coverages: ["dependents.2.memberCoverages.0"],
      lines: ["dependents.2.memberCoverages.0.memberLobs.0"],
      lineGroups: ["100"],
    },
  ],
  [
    "a dependent removed: the others are matched by pin, not position",
    (r) => {
      r.dependents.splice(0, 1);
    },
    {},
  ],
  [
    "a dependent's birth date changed: that dependent only",
    (r) => {
      const old = r.dependents[1];
      if (old) old.birthDate = "02/01/1990";
    },
    { dependents: [1] },
  ],
];

/** The value with every object's keys in reverse order (a request body parsed asynchronously differs so). */
const reversedKeys = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).reverse())
      : v,
  );

describe("editChanges (enrollment.md §4 Edit save: only what the edit changed is judged)", () => {
  it.each(cases)("%s", (_name, edit, expected) => {
    const edited = structuredClone(original);
    edit(edited);
    expect(editChanges(edited, original)).toEqual({ ...none, ...expected });
  });

  it.each(cases)("%s, whatever the order of the record's keys", (_name, edit, expected) => {
    const edited = reversedKeys(original);
    edit(edited);
    expect(editChanges(edited, original)).toEqual({ ...none, ...expected });
  });
});
