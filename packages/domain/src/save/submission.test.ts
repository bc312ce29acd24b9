import { describe, expect, it } from "vitest";
import { dependent, lob, record, subscriber } from "../test-fixtures.js";
import type { GroupSaveResult } from "./save.js";
import {
  groupsOfRecord,
  hasPendingGroup,
  mergeGroupsInto,
  recordForGroups,
  submissionStatus,
  visionDentalFailures,
} from "./submission.js";

describe("submissionStatus and hasPendingGroup (enrollment.md §2 statuses, §4 pending transaction)", () => {
  it.each<[Record<string, GroupSaveResult>, string, boolean]>([
    [{ "1": true }, "APPLIED", false],
    [{ "1": true, "2": true }, "APPLIED", false],
    [{ "1": true, "2": "pending" }, "PARTIAL_SUBMIT", true],
    [{ "1": true, "2": false }, "PARTIAL_SUBMIT", false],
    [{ "1": "pending" }, "SUBMITTED", true],
    [{ "1": false }, "SUBMITTED", false],
    [{ "1": false, "2": "pending" }, "SUBMITTED", true],
    [{}, "SUBMITTED", false],
  ])("%j → %s, pending %s", (groups, status, pending) => {
    expect(submissionStatus(groups)).toBe(status);
    expect(hasPendingGroup(groups)).toBe(pending);
  });

  it("a stored null (waiting) counts as pending", () => {
    expect(hasPendingGroup({ "1": true, "2": null })).toBe(true);
  });
});

const cover = (groupNumber: string, ...lines: string[]) => ({
  groupNumber,
  memberLobs: lines.map((l) => lob(l)),
});

describe("visionDentalFailures (enrollment.md §4: vision and dental ride on medical in the same group)", () => {
  it.each<[string, ReturnType<typeof record>, Record<string, number>]>([
    [
      "medical with dental and vision",
      record({ subscriber: subscriber({ memberCoverages: [cover("1", "PPO", "DEN", "VIS")] }) }),
      {},
    ],
    ["medical only", record({ subscriber: subscriber({ memberCoverages: [cover("1", "PPO")] }) }), {}],
    [
      "dental without medical",
      record({ subscriber: subscriber({ memberCoverages: [cover("1", "DEN")] }) }),
      { "1": 1 },
    ],
    [
      "medical in another group only",
      record({ subscriber: subscriber({ memberCoverages: [cover("1", "PPO"), cover("2", "VIS")] }) }),
      { "2": 1 },
    ],
    [
      "a dependent's dental without medical",
      record({
        subscriber: subscriber({ memberCoverages: [cover("1", "PPO", "DEN")] }),
        dependents: [
          dependent({ memberCoverages: [cover("1", "DEN")] }),
          dependent({ memberCoverages: [cover("1", "VIS")] }),
        ],
      }),
      { "1": 2 },
    ],
  ])("%s", (_name, r, counts) => {
    const failures = visionDentalFailures(r);
    expect(Object.fromEntries(Object.entries(failures).map(([g, m]) => [g, m.length]))).toEqual(counts);
  });

  it("names the member and the group", () => {
    const failures = visionDentalFailures(
      record({ dependents: [dependent({ memberCoverages: [cover("7", "DEN")] })] }),
    );
    expect(failures["7"]).toEqual([
      "Kid Lee: vision and dental coverage in group 7 can be added only with medical coverage in the same group.",
    ]);
  });
});

describe("groups of a record, split and merged (delayed processing)", () => {
  const full = record({
    subscriber: subscriber({
      memberCoverages: [cover("1", "PPO"), cover("2", "HMO"), { groupNumber: "3", memberLobs: [] }],
    }),
    dependents: [dependent({ memberCoverages: [cover("2", "HMO")] })],
  });

  it("groupsOfRecord lists groups with lines, in order of first appearance", () => {
    expect(groupsOfRecord(full)).toEqual(["1", "2"]);
  });

  it("recordForGroups keeps only the named groups' coverages", () => {
    const applied = recordForGroups(full, ["1"]);
    expect(applied.subscriber.memberCoverages.map((c) => c.groupNumber)).toEqual(["1"]);
    expect(applied.dependents[0]?.memberCoverages).toEqual([]);
    expect(recordForGroups(full, []).subscriber.memberCoverages).toEqual([]);
  });

  it("mergeGroupsInto adds the later groups back, member by member, without duplicates", () => {
    const applied = recordForGroups(full, ["1"]);
    const merged = mergeGroupsInto(applied, full, ["2"]);
    expect(merged.subscriber.memberCoverages.map((c) => c.groupNumber)).toEqual(["1", "2"]);
    expect(merged.dependents[0]?.memberCoverages.map((c) => c.groupNumber)).toEqual(["2"]);
    expect(mergeGroupsInto(merged, full, ["2"])).toEqual(merged);
  });
});
