import { BrandProvider } from "@epr/brand-themes";
import { otherInsuranceMessages } from "@epr/forms/schemas";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OtherInsuranceCard, type OtherInsuranceCardProps } from "./OtherInsuranceCard.js";

afterEach(cleanup);

const today = new Date(2026, 10, 22);
const policy = {
  insuranceCarrier: "Keystone Mutual",
  relationSubscriber: "3",
  effectiveDate: "01/01/2024",
};

const setup = (props: Partial<OtherInsuranceCardProps> = {}, brand = "6008") => {
  const onSubmit = vi.fn();
  render(
    <BrandProvider brandCode={brand}>
      <OtherInsuranceCard
        mode="edit"
        participant={{ name: "Kim Lind", relationshipCode: "02" }}
        context={{ today, flow: "add" }}
        values={policy}
        onSubmit={onSubmit}
        {...props}
      />
    </BrandProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
};

describe("OtherInsuranceCard (enrollment.md §5 Other insurance)", () => {
  it.each([
    ["02", "", true],
    ["05", "", true],
    ["07", "", true],
    ["09", "", true],
    ["14", "", true],
    ["17", "", true],
    ["19", "3", true],
    ["19", "F", true],
    ["19", "M", true],
    ["19", "N", false],
    ["01", "", false],
    ["20", "", false],
  ])("relationship %s, status %j: custody asked %s", (relationshipCode, dependentStatus, asked) => {
    setup({ participant: { name: "Kim Lind", relationshipCode, dependentStatus } });
    expect(screen.queryByRole("group", { name: /^Custody/ }) !== null).toBe(asked);
  });

  it("never submits a retirement date on file once the holder is no longer retired", async () => {
    const { onSubmit, user } = setup({
      participant: { name: "Elena Lind", relationshipCode: "20" },
      values: { ...policy, policyHolderEmploymentStatus: "A", retirementDate: "06/30/2025" },
    });
    expect(screen.queryByRole("textbox", { name: /^Retirement Date/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ policyHolderEmploymentStatus: "A", retirementDate: "" }),
      ),
    );
  });

  it("links the custody error to its radios", async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole("button", { name: "Save" }));
    const custody = await screen.findByRole("group", { name: /^Custody/ });
    await waitFor(() => {
      const errorId = custody.getAttribute("aria-describedby") ?? "";
      expect(document.getElementById(errorId)?.textContent).toBe(`Error: ${otherInsuranceMessages.required}`);
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ["6008", false],
    ["6009", false],
    ["6010", true],
    ["6011", true],
    ["6012", true],
    ["9017", false],
    ["3001", false],
  ])("brand %s shows the COB processed flag: %s", (brand, shown) => {
    setup({ mode: "read", cobDataProcessed: "NO" }, brand);
    expect(screen.queryByText("COB Data Processed") !== null).toBe(shown);
  });
});
