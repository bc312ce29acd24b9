import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProviderCard } from "./ProviderCard.js";

afterEach(cleanup);

describe("ProviderCard Copy to Others (assist-employees.md §2.3)", () => {
  it("gives the provider's number, name and date as they are", async () => {
    const onCopyToOthers = vi.fn();
    render(
      <ProviderCard
        id="p0"
        participantName="Elena Lindqvist"
        mode="edit"
        values={{ physicianNumber: "A1", physicianName: "Dr Rivera", effectiveDate: "12/01/2026" }}
        onCopyToOthers={onCopyToOthers}
      />,
    );
    await userEvent
      .setup()
      .click(screen.getByRole("button", { name: "Copy to Others from Elena Lindqvist" }));
    expect(onCopyToOthers).toHaveBeenCalledWith({
      physicianNumber: "A1",
      physicianName: "Dr Rivera",
      effectiveDate: "12/01/2026",
    });
  });

  it("shows neither Copy to Others nor Search without their callbacks", () => {
    render(<ProviderCard id="p0" participantName="Elena Lindqvist" mode="edit" />);
    expect(screen.queryByRole("button", { name: /Copy to Others|Search Provider Directory/ })).toBeNull();
  });
});
