import { act, renderHook } from "@testing-library/react";
import type { ChangeEvent } from "react";
import { describe, expect, it } from "vitest";
import { searchMessages } from "../search/employeeSearch.js";
import { type EmployeeSearchField, useEmployeeSearchForm } from "./searchHooks.js";

const empty = { lastName: "", groupNumber: "", memberId: "" };
const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

function setup(defaultValues = empty) {
  const submitted: unknown[] = [];
  const hook = renderHook(() => useEmployeeSearchForm({ defaultValues }));
  const type = (name: EmployeeSearchField, value: string) =>
    act(() => hook.result.current.register(name).onChange(typed(value)));
  const submit = () => act(() => hook.result.current.handleSubmit((values) => submitted.push(values))());
  const errors = () => hook.result.current.formState.errors;
  return { hook, type, submit, errors, submitted };
}

describe("useEmployeeSearchForm (enrollment.md §5 Search)", () => {
  it.each([
    ["lastName", "Le", searchMessages.lastNameMin],
    ["lastName", "x".repeat(36), searchMessages.tooLong],
    ["groupNumber", "12a456", searchMessages.groupNumberDigits],
    ["groupNumber", "12345", searchMessages.groupNumberMin],
    ["groupNumber", "1".repeat(16), searchMessages.tooLong],
    ["memberId", "AB-12345", searchMessages.memberIdFormat],
    ["memberId", "AB12", searchMessages.memberIdMin],
    ["memberId", "A".repeat(21), searchMessages.tooLong],
  ] as const)("a submit with %s '%s' says '%s' and calls nothing", (name, value, message) => {
    const { type, submit, errors, submitted, hook } = setup();
    type(name, value);
    submit();
    expect(errors()).toEqual({ [name]: { message } });
    expect(hook.result.current.formState.submitCount).toBe(1);
    expect(submitted).toEqual([]);
  });

  it("gives the schema's output to a valid submit: trimmed", () => {
    const { type, submit, submitted, errors } = setup();
    type("lastName", "  Lee ");
    type("groupNumber", " 100100");
    submit();
    expect(errors()).toEqual({});
    expect(submitted).toEqual([{ lastName: "Lee", groupNumber: "100100", memberId: "" }]);
  });

  it("judges nothing before the first submit, then each field as it changes", () => {
    const { type, submit, errors } = setup();
    type("lastName", "Le");
    type("memberId", "AB");
    expect(errors()).toEqual({});
    submit();
    expect(errors()).toEqual({
      lastName: { message: searchMessages.lastNameMin },
      memberId: { message: searchMessages.memberIdMin },
    });
    type("lastName", "Lee");
    expect(errors()).toEqual({ memberId: { message: searchMessages.memberIdMin } });
    type("lastName", "L");
    expect(errors().lastName).toEqual({ message: searchMessages.lastNameMin });
  });

  it("reads two changes made before a render", () => {
    const { hook, submit, submitted } = setup();
    act(() => {
      hook.result.current.register("lastName").onChange(typed("Lee"));
      hook.result.current.register("groupNumber").onChange(typed("100100"));
    });
    submit();
    expect(hook.result.current.values).toEqual({ lastName: "Lee", groupNumber: "100100", memberId: "" });
    expect(submitted).toEqual([{ lastName: "Lee", groupNumber: "100100", memberId: "" }]);
  });

  it("reset fills the fields and forgets errors and submits; it stays the same function", () => {
    const { hook, type, submit, errors } = setup();
    const first = hook.result.current.reset;
    type("lastName", "Le");
    submit();
    act(() => hook.result.current.reset({ ...empty, memberId: "ABC12345" }));
    expect(hook.result.current.values).toEqual({ ...empty, memberId: "ABC12345" });
    expect(errors()).toEqual({});
    expect(hook.result.current.formState.submitCount).toBe(0);
    expect(hook.result.current.reset).toBe(first);
    // Back before any submit: a change is not judged.
    type("lastName", "L");
    expect(errors()).toEqual({});
  });

  it("gives each field its value as controlled props", () => {
    const { hook } = setup({ ...empty, groupNumber: "100100" });
    expect(hook.result.current.register("groupNumber")).toMatchObject({
      name: "groupNumber",
      value: "100100",
    });
  });
});
