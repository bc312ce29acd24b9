import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { loginSchema } from "../login/login.js";
import { employeeSearchSchema } from "../search/employeeSearch.js";
import {
  dateText,
  hasControlCharacters,
  inputMessages,
  readFormDate,
  text,
  toStoredDate,
  withoutControlCharacters,
  yesNo,
} from "./fields.js";
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

describe("control characters are refused with a message (PostgreSQL refuses NUL)", () => {
  it.each([
    ["NUL", "Lind\u0000", true],
    ["start of heading", "\u0001Lind", true],
    ["escape", "Li\u001bnd", true],
    ["unit separator", "Lind\u001f", true],
    ["DEL", "Lind\u007f", true],
    ["C1 next line", "Lind\u0085", true],
    ["C1 last", "Lind\u009f", true],
    ["tab", "Lind\tson", false],
    ["line feed and carriage return", "line one\r\nline two", false],
    ["letters with accents", "Ñúñez-Ærø", false],
    ["other scripts and emoji", "林 😀", false],
    ["apostrophe, percent and quotes", 'O\'Brien % _ "x"', false],
    ["empty", "", false],
  ])("%s → refused: %s", (_name, value, refused) => {
    expect(hasControlCharacters(value)).toBe(refused);
    const schema = z.object({ v: withoutControlCharacters(z.string()) });
    expect(errorsOf(schema, { v: value })).toEqual(refused ? { v: inputMessages.controlCharacters } : {});
  });

  it.each([
    ["a login ID", loginSchema, { loginId: "demo\u0000admin", password: "x" }, "loginId"],
    ["a password", loginSchema, { loginId: "demo.admin", password: "x\u0000" }, "password"],
    ["a last name", employeeSearchSchema, { lastName: "Lin\u0000d" }, "lastName"],
    ["a group number", employeeSearchSchema, { groupNumber: "100100\u0000" }, "groupNumber"],
    ["a member ID", employeeSearchSchema, { memberId: "\u0000M1234" }, "memberId"],
    ["any text() field", z.object({ t: text() }), { t: "a\u0007b" }, "t"],
  ])("in %s", (_name, schema, values, field) => {
    expect(errorsOf(schema, values)[field]).toBe(inputMessages.controlCharacters);
  });
});
