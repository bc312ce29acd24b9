import { describe, expect, it } from "vitest";
import type { MemberCoverage } from "../entities/coverage.js";
import type { EmployeeRecord } from "../entities/employee.js";
import { dependent, lob, record, subscriber } from "../test-fixtures.js";
import { groupChanges, groupsCovered, keepGroupsAsStored } from "./groupChanges.js";

/** A change is what differs from the stored record; every group it touches must be modifiable (enrollment.md §6). */

const cov = (groupNumber: string, extra: Partial<MemberCoverage> = {}): MemberCoverage => ({
  groupNumber,
  memberLobs: [lob("PPO"), lob("DEN")],
  ...extra,
});

/** Subscriber in A and B; spouse (pin 02) in A and B; child (pin 03) in B only. */
const stored = record({
  subscriber: subscriber({ pin: "01", memberCoverages: [cov("A", { tobaccoStatus: "N" }), cov("B")] }),
  dependents: [
    dependent({ pin: "02", relationshipCode: "01", memberCoverages: [cov("A"), cov("B")] }),
    dependent({ pin: "03", memberCoverages: [cov("B")] }),
  ],
});

type Edit = (r: EmployeeRecord) => void;
const edited = (edit: Edit): EmployeeRecord => {
  const next = structuredClone(stored);
  edit(next);
  return next;
};
const withoutGroup =
  (group: string): Edit =>
  (r) => {
    for (const m of [r.subscriber, ...r.dependents])
      m.memberCoverages = m.memberCoverages.filter((c) => c.groupNumber !== group);
  };

describe("groupChanges: the groups a written record changes against the stored one", () => {
  it.each<[string, Edit, string[]]>([
    ["nothing", () => {}, []],
    [
      "the subscriber's address only (member data, no coverage)",
      (r) => {
        r.subscriber.address = { address1: "1 Elm", city: "Erie", state: "PA", zipCode: { base: "16501" } };
      },
      [],
    ],
    ["a line added in A", (r) => r.subscriber.memberCoverages[0]?.memberLobs.push(lob("VIS")), ["A"]],
    [
      "a line ended in B",
      (r) => {
        const line = r.dependents[1]?.memberCoverages[0]?.memberLobs[0];
        if (line) line.coverageEndDate = "12/31/2030";
      },
      ["B"],
    ],
    ["a line left out in A", (r) => r.dependents[0]?.memberCoverages[0]?.memberLobs.pop(), ["A"]],
    ["every line of B left out (the group gone from the record)", withoutGroup("B"), ["B"]],
    [
      "the tobacco answer in A",
      (r) => {
        const c = r.subscriber.memberCoverages[0];
        if (c) c.tobaccoStatus = "T";
      },
      ["A"],
    ],
    [
      "a provider in B",
      (r) => {
        const c = r.subscriber.memberCoverages[1];
        if (c) c.providerInformation = { physicianNumber: "P1234567" };
      },
      ["B"],
    ],
    [
      "report codes in A",
      (r) => {
        const c = r.subscriber.memberCoverages[0];
        if (c) c.reportCodes = [{ type: "Department", value: "HR" }];
      },
      ["A"],
    ],
    ["the child (covered in B) removed", (r) => r.dependents.splice(1, 1), ["B"]],
    ["the spouse (covered in A and B) removed", (r) => r.dependents.splice(0, 1), ["A", "B"]],
    [
      "a new dependent covered in A",
      (r) => {
        r.dependents.push(
          dependent({ fullName: { first: "New", last: "Lee" }, memberCoverages: [cov("A")] }),
        );
      },
      ["A"],
    ],
    [
      "a new dependent without coverage",
      (r) => {
        r.dependents.push(dependent({ fullName: { first: "New", last: "Lee" } }));
      },
      [],
    ],
    ["a coverage in a new group C", (r) => r.subscriber.memberCoverages.push(cov("C")), ["C"]],
    [
      "only the order of lines, keys and empty values (no change of meaning)",
      (r) => {
        const c = r.subscriber.memberCoverages[0];
        if (!c) return;
        c.memberLobs.reverse();
        r.subscriber.memberCoverages[0] = { providerInformation: null, ...c, reportCodes: undefined };
        r.subscriber.memberCoverages.reverse();
      },
      [],
    ],
  ])("%s → %j", (_name, edit, groups) => {
    expect(groupChanges(stored, edited(edit))).toEqual(groups);
  });
});

describe("keepGroupsAsStored: what the administrator may not modify stays as stored", () => {
  it("brings back a group the written record left out, for every member", () => {
    const kept = keepGroupsAsStored(edited(withoutGroup("B")), stored, ["B"]);
    expect(groupChanges(stored, kept)).toEqual([]);
  });

  it("takes the stored part over a changed one, and keeps the change in a group not named", () => {
    const written = edited((r) => {
      r.subscriber.memberCoverages[0]?.memberLobs.push(lob("VIS"));
      r.subscriber.memberCoverages[1]?.memberLobs.pop();
      r.dependents[1]?.memberCoverages.push(cov("B"));
    });
    const kept = keepGroupsAsStored(written, stored, ["B"]);
    expect(groupChanges(stored, kept)).toEqual(["A"]);
  });

  it("drops coverage of the named group from a member not on file (it cannot come from the request)", () => {
    const written = edited((r) => {
      r.dependents.push(dependent({ fullName: { first: "New", last: "Lee" }, memberCoverages: [cov("B")] }));
    });
    const kept = keepGroupsAsStored(written, stored, ["B"]);
    expect(kept.dependents[2]?.memberCoverages).toEqual([]);
    expect(groupChanges(stored, kept)).toEqual([]);
  });

  it("cannot bring back a removed member: their groups stay changed", () => {
    const kept = keepGroupsAsStored(
      edited((r) => r.dependents.splice(1, 1)),
      stored,
      ["B"],
    );
    expect(groupChanges(stored, kept)).toEqual(["B"]);
  });

  it("names no group: the written record itself", () => {
    const written = edited(withoutGroup("A"));
    expect(keepGroupsAsStored(written, stored, [])).toBe(written);
  });
});

describe("groupsCovered", () => {
  it("every group of any member, in order of first appearance", () => {
    expect(groupsCovered(stored)).toEqual(["A", "B"]);
    expect(groupsCovered(record())).toEqual([]);
  });
});
