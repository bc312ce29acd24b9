import { medicareMessages } from "@epr/forms/schemas";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MedicareCard, type MedicareCardProps } from "./MedicareCard.js";

afterEach(cleanup);

/** A record as the API holds it (enrollment.md §3 MedicareEligible): booleans, null details. */
const record = {
  claimNumber: "1EG4TE5",
  whyEligible: "1" as const,
  ssdi: true,
  ssdiDates: null,
  partA: { startDate: "01/01/2024", endDate: null },
  partB: null,
  partC: false,
  partCInfo: null,
  partD: true,
  partDInfo: { carrierName: "Rx Co", effectiveDate: "02/01/2024", endDate: "", bin: "610575", pcn: "" },
};

const setup = (props: Partial<MedicareCardProps> = {}) => {
  const onSubmit = vi.fn();
  render(
    <MedicareCard
      mode="edit"
      participant={{ name: "Elena Lind", relationshipCode: "20" }}
      values={record as MedicareCardProps["values"]}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
};

describe("MedicareCard (enrollment.md §5 Medicare)", () => {
  it("edits a record with null parts and submits only what its answers ask for", async () => {
    const { onSubmit, user } = setup();
    expect((screen.getByRole("textbox", { name: /^SSDI Start Date/ }) as HTMLInputElement).value).toBe("");
    expect(screen.queryByRole("textbox", { name: /^Part C Carrier Name/ })).toBeNull();
    expect((screen.getByRole("textbox", { name: /^Part D Carrier Name/ }) as HTMLInputElement).value).toBe(
      "Rx Co",
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        ssdi: true,
        partB: { startDate: "", endDate: "" },
        partCInfo: null,
        partDInfo: expect.objectContaining({ carrierName: "Rx Co", bin: "610575" }),
      }),
    );
  });

  it("requires Part D's effective date once answered yes", async () => {
    const { onSubmit, user } = setup({
      values: { ...(record as MedicareCardProps["values"]), partDInfo: null },
    });
    await user.click(screen.getByRole("button", { name: "Save" }));
    const effective = await screen.findByRole("textbox", { name: /^Part D Effective Date/ });
    await waitFor(() => expect(effective.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByRole("link", { name: medicareMessages.partDEffective })).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows a record read-only, the Part D details because answered yes", () => {
    setup({ mode: "read" });
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByText("Part D BIN").nextElementSibling?.textContent).toBe("610575");
    expect(screen.queryByText("Part C Carrier Name")).toBeNull();
    expect(screen.getByText("Why Eligible for Medicare").nextElementSibling?.textContent).toBe("Disability");
  });
});
