import { billingAccountMessages } from "@epr/forms/schemas";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BillingAccountsCard } from "./BillingAccountsCard.js";
import { BillingUserTypeCard } from "./BillingUserTypeCard.js";

afterEach(cleanup);

const account = {
  accountId: "7",
  groups: [{ groupNumber: "200", groupName: "Hourly" }],
  payingGroupNumber: "200",
  recipientName: "Avery Ledger",
  recipientEmail: "avery@example.com",
  delivery: "portal" as const,
  version: 2,
};
const groups = [
  { groupNumber: "100", groupName: "Salaried", accountId: null },
  { groupNumber: "200", groupName: "Hourly", accountId: "7" },
  { groupNumber: "300", groupName: "Union", accountId: "9" },
];

describe("BillingAccountsCard (docs/features/billing.md, accounts)", () => {
  it.each([
    [true, 2],
    [false, 0],
  ])("with manage %s, offers %i buttons (Change, Add account)", (mayManage, buttons) => {
    render(<BillingAccountsCard id="a" accounts={[account]} groups={groups} mayManage={mayManage} />);
    expect(screen.getByRole("table").textContent).toContain("In the portal");
    expect(screen.queryAllByRole("button")).toHaveLength(buttons);
  });

  it("a change offers the free groups and its own, never another account's, and sends the version", async () => {
    const onSubmit = vi.fn();
    render(<BillingAccountsCard id="a" accounts={[account]} groups={groups} mayManage onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Change 200" }));
    expect(screen.getAllByRole("checkbox").map((c) => c.getAttribute("aria-label") ?? c.id)).toHaveLength(2);
    expect(screen.queryByRole("checkbox", { name: "300 Union" })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "100 Salaried" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        account: { accountId: "7", version: 2 },
        values: expect.objectContaining({ groupNumbers: ["200", "100"], payingGroupNumber: "200" }),
      }),
    );
  });

  it("a paying group left out of the groups is refused with the form's message", async () => {
    const onSubmit = vi.fn();
    render(<BillingAccountsCard id="a" accounts={[account]} groups={groups} mayManage onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Change 200" }));
    await user.click(screen.getByRole("checkbox", { name: "100 Salaried" }));
    await user.click(screen.getByRole("checkbox", { name: "200 Hourly" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getAllByText(billingAccountMessages.payingGroup).length).toBeGreaterThan(0),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("BillingUserTypeCard (session-and-admin.md §2 Billing step)", () => {
  it("reads none without Bills, whatever the stored type", () => {
    render(<BillingUserTypeCard id="b" mode="read" values={{ ebill: false, userType: "manage" }} />);
    expect(screen.getByText("None (no Bills access)")).toBeTruthy();
  });

  it("sends the Bills flag and the user type together", async () => {
    const onSubmit = vi.fn();
    render(
      <BillingUserTypeCard
        id="b"
        mode="edit"
        values={{ ebill: false, userType: null }}
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: /Bills/ }));
    await user.click(screen.getByRole("radio", { name: "View and pay bills" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ebill: true, userType: "pay" }));
  });
});
