import { describe, expect, it } from "vitest";
import { paramsFromSearch, searchFromParams } from "./searchParams.js";

describe("the search lives in the URL, except the member ID", () => {
  it.each([
    ["lastName=Lind", { lastName: "Lind" }],
    ["lastName=+Lind+&groupNumber=&memberId=", { lastName: "Lind" }],
    ["groupNumber=100100", { groupNumber: "100100" }],
    ["", null],
    ["lastName=&groupNumber=%20", null],
  ])("?%s → %j", (query, search) => {
    expect(searchFromParams(new URLSearchParams(query))).toEqual(search);
  });

  it("round-trips a search", () => {
    const search = { lastName: "O'Connell", groupNumber: "100100" };
    expect(searchFromParams(paramsFromSearch(search))).toEqual(search);
  });

  it("a member ID (maybe an SSN) never appears in the address, yet the search comes back", () => {
    const search = { groupNumber: "100100", memberId: "123456789" };
    const params = paramsFromSearch(search);
    expect(params.toString()).not.toContain("123456789");
    expect(params.has("memberId")).toBe(false);
    expect(searchFromParams(new URLSearchParams(params.toString()))).toEqual(search);
    // The same member ID searched again gets the same key, so history entries stay equal.
    expect(paramsFromSearch(search).toString()).toBe(params.toString());
  });

  it("a member ID written into the address by hand is ignored, as is an unknown key", () => {
    expect(searchFromParams(new URLSearchParams("memberId=123456789"))).toBeNull();
    expect(searchFromParams(new URLSearchParams("lastName=Lind&m=deadbeef"))).toEqual({ lastName: "Lind" });
  });
});
