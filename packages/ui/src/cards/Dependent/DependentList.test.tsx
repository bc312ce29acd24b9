import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DependentList } from "./DependentList.js";
import { emptyDependent } from "./dependentRules.js";

afterEach(cleanup);

const today = new Date(2026, 5, 15, 8);
const named = (firstName: string) => ({ ...emptyDependent, firstName, lastName: "Lind" });

describe("DependentList per-dependent removal (enrollment.md §4 Edit entry: only a dependent added in the edit)", () => {
  it.each([
    { name: "the list's permission applies when a dependent says nothing", canRemove: undefined, want: 1 },
    { name: "a dependent may be kept from removal", canRemove: false, want: 0 },
  ])("$name", ({ canRemove, want }) => {
    render(
      <DependentList
        mode="edit"
        context={{ today, flow: "edit" }}
        permissions={{ canAdd: true, canEdit: true, canRemove: true }}
        dependents={[
          { id: "on-file", values: named("Ana"), ...(canRemove === undefined ? {} : { canRemove }) },
        ]}
        onRemove={() => {}}
      />,
    );
    expect(screen.queryAllByRole("button", { name: /Remove/ })).toHaveLength(want);
  });
});
