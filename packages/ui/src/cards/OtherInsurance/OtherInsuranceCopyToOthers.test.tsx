import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OtherInsuranceCard } from "./OtherInsuranceCard.js";

afterEach(cleanup);

describe("OtherInsuranceCard Copy to Others (assist-employees.md §2.3)", () => {
  it("gives the form's current values, naming the participant", async () => {
    const onCopyToOthers = vi.fn();
    render(
      <OtherInsuranceCard
        mode="edit"
        participant={{ name: "Kim Lindqvist", relationshipCode: "02" }}
        context={{ today: new Date(2026, 10, 22), flow: "edit" }}
        values={{ insuranceCarrier: "Keystone Mutual", relationSubscriber: "3", custody: "M" }}
        onSubmit={vi.fn()}
        onCopyToOthers={onCopyToOthers}
      />,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Copy to Others from Kim Lindqvist" }));
    expect(onCopyToOthers).toHaveBeenCalledWith(
      expect.objectContaining({ insuranceCarrier: "Keystone Mutual", relationSubscriber: "3", custody: "M" }),
    );
  });
});
