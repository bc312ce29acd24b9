import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dateText, readFormDate, toStoredDate, yesNo } from "./fields.js";
import { errorsOf } from "./testing.js";

describe("field helpers", () => {
  it("reads MM/dd/yyyy and yyyy-MM-dd", () => {
    expect(readFormDate("03/07/2024")).toEqual(new Date(2024, 2, 7));
    expect(readFormDate("2024-03-07")).toEqual(new Date(2024, 2, 7));
    expect(readFormDate("03-07-2024")).toBeNull();
    expect(readFormDate(null)).toBeNull();
    expect(toStoredDate("2024-03-07")).toBe("03/07/2024");
    expect(toStoredDate("junk")).toBe("junk");
  });

  it("dateText never throws and reports its message", () => {
    const schema = z.object({ d: dateText("Bad date") });
    expect(schema.parse({ d: null })).toEqual({ d: "" });
    expect(errorsOf(schema, { d: "02/30/2024" })).toEqual({ d: "Bad date" });
    expect(errorsOf(schema, { d: 3 })).toEqual({ d: "Bad date" });
  });

  it.each([
    [true, true],
    [false, false],
    ["Yes", true],
    ["N", false],
    ["true", true],
    ["", null],
    [null, null],
    [undefined, null],
  ])("yesNo %j → %s", (value, expected) => {
    expect(yesNo().parse(value)).toBe(expected);
  });

  it("yesNo rejects other values with its message", () => {
    expect(yesNo("Pick one").safeParse("maybe").error?.issues[0]?.message).toBe("Pick one");
    expect(yesNo("Pick one").safeParse(1).error?.issues[0]?.message).toBe("Pick one");
  });
});
