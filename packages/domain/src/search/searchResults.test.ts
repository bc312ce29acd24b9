import { describe, expect, it } from "vitest";
import {
  compareGroupNumbers,
  searchDataSchema,
  searchResultSchema,
  sortGroupNumbers,
  toSearchResult,
  toSearchResults,
} from "./searchResults.js";

const base = { firstName: "Ann", lastName: "Lee", umi: "U1", clientAssignedId: "C1" };

describe("toSearchResults (enrollment.md §3 Search result)", () => {
  it("derives active status and the first active group numerically", () => {
    const [result] = toSearchResults([
      { ...base, activeGroupNumbers: ["100200", "99000"], cancelledGroupNumbers: ["5"] },
    ]);
    expect(result).toEqual({
      ...base,
      activeGroupNumbers: ["99000", "100200"],
      cancelledGroupNumbers: ["5"],
      status: "active",
      groupNumber: "99000",
    });
  });

  it("derives cancelled status and the first cancelled group when no active group", () => {
    const [result] = toSearchResults([{ ...base, activeGroupNumbers: [], cancelledGroupNumbers: [300, 20] }]);
    expect(result?.status).toBe("cancelled");
    expect(result?.groupNumber).toBe("20");
  });

  it("accepts memberId for umi (session-and-admin.md §3)", () => {
    const { umi: _umi, ...rest } = base;
    expect(toSearchResults([{ ...rest, memberId: "M9", activeGroupNumbers: ["1"] }])[0]?.umi).toBe("M9");
  });

  it.each([
    ["firstName", { ...base, firstName: "", activeGroupNumbers: ["1"] }],
    ["lastName", { ...base, lastName: undefined, activeGroupNumbers: ["1"] }],
    ["umi", { ...base, umi: null, activeGroupNumbers: ["1"] }],
    ["clientAssignedId", { ...base, clientAssignedId: " ", activeGroupNumbers: ["1"] }],
    ["group numbers", { ...base, activeGroupNumbers: [], cancelledGroupNumbers: [] }],
    ["group numbers (missing)", { ...base }],
    ["wrong types", { ...base, firstName: 5, activeGroupNumbers: "x" }],
    ["not an object", "hello"],
  ])("drops a result lacking %s", (_label, raw) => {
    expect(toSearchResults([raw])).toEqual([]);
  });

  it("never throws on a non-array", () => {
    expect(toSearchResults(null as unknown as unknown[])).toEqual([]);
  });
});

describe("toSearchResult: typed fields, the same rules (enrollment.md §3 Search result)", () => {
  const typed = { ...base, activeGroupNumbers: [] as string[], cancelledGroupNumbers: [] as string[] };

  it.each([
    [
      "one active group",
      { ...typed, activeGroupNumbers: ["100200"] },
      { status: "active", groupNumber: "100200" },
    ],
    [
      "active before cancelled, numerically",
      { ...typed, activeGroupNumbers: ["100200", "99000"], cancelledGroupNumbers: ["5"] },
      { status: "active", groupNumber: "99000" },
    ],
    [
      "cancelled only",
      { ...typed, cancelledGroupNumbers: ["300", "20"] },
      { status: "cancelled", groupNumber: "20" },
    ],
  ])("%s", (_label, fields, expected) => {
    expect(toSearchResult(fields)).toMatchObject(expected);
    // The parsing path gives the same result for the same values.
    expect(toSearchResults([fields])).toEqual([toSearchResult(fields)]);
  });

  it.each([
    ["firstName", { ...typed, firstName: "", activeGroupNumbers: ["1"] }],
    ["lastName", { ...typed, lastName: " ", activeGroupNumbers: ["1"] }],
    ["umi", { ...typed, umi: "", activeGroupNumbers: ["1"] }],
    ["clientAssignedId", { ...typed, clientAssignedId: "", activeGroupNumbers: ["1"] }],
    ["group numbers", typed],
    ["group numbers (blank)", { ...typed, activeGroupNumbers: [" "], cancelledGroupNumbers: [""] }],
  ])("is null for a result lacking %s", (_label, fields) => {
    expect(toSearchResult(fields)).toBeNull();
  });

  it("answers a schema-valid result", () => {
    const result = toSearchResult({ ...typed, activeGroupNumbers: [" 7 "] });
    expect(searchResultSchema.parse(result)).toEqual({
      ...base,
      activeGroupNumbers: ["7"],
      cancelledGroupNumbers: [],
      status: "active",
      groupNumber: "7",
    });
  });
});

describe("group number ordering", () => {
  it("sorts numerically, non-numeric last, without blanks or duplicates", () => {
    expect(sortGroupNumbers(["10", "9", "abc", "", "9", "0010", "Ab"])).toEqual([
      "9",
      "0010",
      "10",
      "Ab",
      "abc",
    ]);
    expect(compareGroupNumbers("x", "2")).toBeGreaterThan(0);
  });

  it.each([
    [[], []],
    [[" "], []],
    [[" 7 "], ["7"]],
    [["9", " 9"], ["9"]],
  ])("trims and drops blanks from short lists too: %j → %j", (groups, expected) => {
    expect(sortGroupNumbers(groups)).toEqual(expected);
  });
});

describe("searchDataSchema", () => {
  it("accepts the four optional fields and rejects wrong types", () => {
    expect(searchDataSchema.safeParse({ lastName: "Lee", listId: "2" }).success).toBe(true);
    expect(searchDataSchema.safeParse({ memberId: 5 }).success).toBe(false);
  });
});
