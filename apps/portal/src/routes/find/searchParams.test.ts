import { describe, expect, it } from "vitest";
import { paramsFromSearch, searchFromParams } from "./searchParams.js";

describe("the search lives in the URL", () => {
  it.each([
    ["lastName=Lind", { lastName: "Lind" }],
    ["lastName=+Lind+&groupNumber=&memberId=", { lastName: "Lind" }],
    ["groupNumber=100100&memberId=M1234", { groupNumber: "100100", memberId: "M1234" }],
    ["", null],
    ["lastName=&groupNumber=%20", null],
  ])("?%s → %j", (query, search) => {
    expect(searchFromParams(new URLSearchParams(query))).toEqual(search);
  });

  it("round-trips a search", () => {
    const search = { lastName: "O'Connell", groupNumber: "100100" };
    expect(searchFromParams(paramsFromSearch(search))).toEqual(search);
  });
});
