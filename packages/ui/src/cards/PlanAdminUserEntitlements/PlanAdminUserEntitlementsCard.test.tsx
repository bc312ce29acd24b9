import { planAdminUserEntitlementKeys } from "@epr/domain";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlanAdminUserEntitlementsCard } from "./PlanAdminUserEntitlementsCard.js";

afterEach(cleanup);

const none = Object.fromEntries(planAdminUserEntitlementKeys.map((key) => [key, false])) as Record<
  (typeof planAdminUserEntitlementKeys)[number],
  boolean
>;

describe("PlanAdminUserEntitlementsCard (session-and-admin.md §2 Overall Entitlements, §6 labels)", () => {
  it("shows a box per entitlement with the §6 labels", () => {
    render(<PlanAdminUserEntitlementsCard id="u" mode="edit" values={none} />);
    expect(screen.getAllByRole("checkbox")).toHaveLength(planAdminUserEntitlementKeys.length);
    for (const label of ["ID Theft protection", "Mede Analytics", "Bills", "Wellness", "Reports"])
      expect(screen.getByRole("checkbox", { name: label })).toBeTruthy();
  });

  it("a subset (the Billing step) sends the other values unchanged", async () => {
    const onSubmit = vi.fn();
    const held = { ...none, employeesView: true, claims: true };
    render(
      <PlanAdminUserEntitlementsCard id="u" mode="edit" values={held} keys={["ebill"]} onSubmit={onSubmit} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Bills" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...held, ebill: true }));
  });
});
