import { adminMessages } from "@epr/forms/schemas";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlanAdminGroupsCard } from "./PlanAdminGroupsCard.js";

afterEach(cleanup);

const groups = [
  { groupNumber: "200", name: "B", employeeData: "N/A", spendingAccount: "N/A", medicare: false },
  { groupNumber: "100", name: "A", employeeData: "View", spendingAccount: "N/A", medicare: false },
  { groupNumber: "300", name: "C", employeeData: "View", spendingAccount: "View", medicare: true },
];

describe("PlanAdminGroupsCard (session-and-admin.md §2, §4)", () => {
  it("sorts by group number and never lets a Medicare group be selected", () => {
    render(<PlanAdminGroupsCard id="g" mode="edit" groups={groups} />);
    expect((screen.getByRole("checkbox", { name: "Select group 300" }) as HTMLInputElement).disabled).toBe(
      true,
    );
    const rows = screen.getAllByRole("rowheader").map((cell) => cell.textContent);
    expect(rows[0]).toContain("100");
    expect(rows[1]).toContain("200");
  });

  it("select-all then save sends the selectable groups with empty values kept", async () => {
    const onSubmit = vi.fn();
    render(<PlanAdminGroupsCard id="g" mode="edit" groups={groups} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Select all groups" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        selectedGroups: ["200", "100"],
        employeeData: "",
        spendingAccount: "",
      }),
    );
  });

  it("refuses a save without a selected group with the shared message", async () => {
    const onSubmit = vi.fn();
    render(<PlanAdminGroupsCard id="g" mode="edit" groups={groups} onSubmit={onSubmit} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getAllByText(adminMessages.selectGroup).length).toBeGreaterThan(0));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("read mode lists only groups not both N/A", () => {
    render(<PlanAdminGroupsCard id="g" mode="read" groups={groups} />);
    expect(screen.queryByText("200")).toBeNull();
    expect(screen.getByText("2 Groups")).toBeTruthy();
  });
});
