import { planAdminMessages } from "@epr/forms/schemas";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlanAdminDemographicsCard } from "./PlanAdminDemographicsCard.js";

afterEach(cleanup);

const values = {
  loginId: "ana.ruiz",
  firstName: "Ana",
  lastName: "Ruiz",
  email: "ana@example.com",
  company: "",
};

describe("PlanAdminDemographicsCard (session-and-admin.md §2 add-plan-admin.demographics)", () => {
  it("asks the user ID only of a new administrator", () => {
    const { rerender } = render(<PlanAdminDemographicsCard id="d" mode="edit" isNew />);
    expect(screen.getByLabelText(/User ID/)).toBeTruthy();
    rerender(<PlanAdminDemographicsCard id="d" mode="edit" isNew={false} values={values} />);
    expect(screen.queryByLabelText(/User ID/)).toBeNull();
  });

  it("refuses a user ID with a space, with the schema's message, and sends nothing", async () => {
    const onSubmit = vi.fn();
    render(
      <PlanAdminDemographicsCard
        id="d"
        mode="edit"
        isNew
        values={{ ...values, loginId: "ana ruiz" }}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getAllByText(planAdminMessages.loginId)).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("read mode shows an empty company as a dash", () => {
    render(<PlanAdminDemographicsCard id="d" mode="read" isNew={false} values={values} />);
    expect(screen.getByText("ana@example.com")).toBeTruthy();
    expect(screen.getByText("—")).toBeTruthy();
  });
});
