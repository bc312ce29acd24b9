import { dependentMessages } from "@epr/forms/schemas";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type StepForms, StepFormsProvider, useStepForms } from "../../primitives/StepForms/StepForms.js";
import { DependentCard, type DependentCardProps } from "./DependentCard.js";
import { emptyDependent } from "./dependentRules.js";

afterEach(cleanup);

const today = new Date(2026, 5, 15, 8);
const spouse = {
  ...emptyDependent,
  firstName: "Ana",
  lastName: "Lind",
  gender: "F",
  birthDate: "03/14/1990",
  relationshipCode: "01",
  otherInsuranceIndicator: "no",
  medicareEligibleIndicator: "yes",
};

const setup = (props: Partial<DependentCardProps> = {}) => {
  const onSubmit = vi.fn();
  render(
    <DependentCard
      id="d1"
      number={1}
      mode="edit"
      context={{ today, flow: "add" }}
      permissions={{ canEdit: true, canRemove: true }}
      values={spouse}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
};

describe("DependentCard (enrollment.md §5 Dependents)", () => {
  it("never submits a special status it does not show (a spouse's status on file)", async () => {
    const { onSubmit, user } = setup({ values: { ...spouse, dependentStatus: "F" } });
    expect(screen.queryByLabelText(/^Special Status/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ firstName: "Ana", dependentStatus: "" }),
      ),
    );
  });

  it("refuses a spouse when an earlier dependent is a domestic partner, in @epr/forms' words", async () => {
    const { onSubmit, user } = setup({ previousDependents: [{ ...spouse, relationshipCode: "29" }] });
    expect(screen.getAllByText(dependentMessages.oneSpouseOrPartner).length).toBeGreaterThan(0);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(
        screen.getByRole("link", { name: `Relationship: ${dependentMessages.oneSpouseOrPartner}` }),
      ).toBeTruthy(),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("lets a spouse through when the earlier partner has no active line in the edit flow", async () => {
    const { onSubmit, user } = setup({
      context: { today, flow: "edit" },
      previousDependents: [{ ...spouse, relationshipCode: "29", hasActiveCoverage: false }],
    });
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
  });
});

/** One add-flow step holding one dependent card. */
function Step({ expose, onSubmit }: { expose: (step: StepForms) => void; onSubmit: () => void }) {
  const step = useStepForms();
  expose(step);
  return (
    <StepFormsProvider step={step}>
      <DependentCard
        id="d1"
        number={1}
        mode="edit"
        context={{ today, flow: "add" }}
        permissions={{ canEdit: true, canRemove: true }}
        values={spouse}
        onSubmit={onSubmit}
      />
    </StepFormsProvider>
  );
}

describe("DependentCard inside an add-flow step (enrollment.md §4 footer actions)", () => {
  it("a valid dependent lets the step advance (regression: its submit answered nothing, so the step never advanced)", async () => {
    let step: StepForms | undefined;
    const onSubmit = vi.fn();
    render(<Step expose={(s) => (step = s)} onSubmit={onSubmit} />);
    let result: boolean | undefined;
    await act(async () => {
      result = await step?.submitAll();
    });
    expect(result).toBe(true);
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
