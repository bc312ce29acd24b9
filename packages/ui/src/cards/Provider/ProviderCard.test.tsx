import { NO_INITIAL_PCP_SELECTION, pcpValidationMessages } from "@epr/domain";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProviderCard, type ProviderCardProps, providerReason } from "./ProviderCard.js";

afterEach(cleanup);

const props: ProviderCardProps = { id: "p0", participantName: "Elena Lindqvist", mode: "edit" };
const number = () => screen.getByRole("textbox", { name: /^Provider Number/ });
const name = () => screen.getByRole("textbox", { name: /^Provider Name/ });

describe("providerReason (enrollment.md §3 Provider card, §4 no-PCP numbers)", () => {
  it.each([
    ["A123", "Initial PCP Selection"],
    ["", NO_INITIAL_PCP_SELECTION],
    ["002759262", NO_INITIAL_PCP_SELECTION],
    ["999999", NO_INITIAL_PCP_SELECTION],
    ["BC1", NO_INITIAL_PCP_SELECTION],
    ["IP1", NO_INITIAL_PCP_SELECTION],
  ])("%j → %s", (value, reason) => {
    expect(providerReason(value)).toBe(reason);
  });
});

describe("ProviderCard (enrollment.md §2, §5 Provider)", () => {
  it("a directory choice of a no-PCP number clears the name and sends neither", async () => {
    const onSubmit = vi.fn();
    render(
      <ProviderCard
        {...props}
        values={{ physicianNumber: "A1", physicianName: "Dr Old", effectiveDate: "12/01/2026" }}
        directoryChoice={{ physicianNumber: "IP0007", physicianName: "No Provider" }}
        onSubmit={onSubmit}
      />,
    );
    await waitFor(() => expect(number()).toHaveProperty("value", "IP0007"));
    expect(name()).toHaveProperty("value", "");
    await userEvent.setup().click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ physicianNumber: "", physicianName: "", reason: NO_INITIAL_PCP_SELECTION }),
      ),
    );
  });

  it("the same directory choice given again does not overwrite what the user typed since", async () => {
    const choice = { physicianNumber: "A77", physicianName: "Dr Rivera" };
    const { rerender } = render(<ProviderCard {...props} directoryChoice={choice} />);
    await waitFor(() => expect(name()).toHaveProperty("value", "Dr Rivera"));
    const user = userEvent.setup();
    await user.clear(name());
    await user.type(name(), "Dr Rivera-Solis");
    await act(async () => rerender(<ProviderCard {...props} directoryChoice={{ ...choice }} />));
    expect(name()).toHaveProperty("value", "Dr Rivera-Solis");
  });

  it("a server error that comes back after being cleared shows again", async () => {
    const { rerender } = render(
      <ProviderCard {...props} serverError={pcpValidationMessages.invalidProviderNumber} />,
    );
    await waitFor(() => expect(number().getAttribute("aria-invalid")).toBe("true"));
    const user = userEvent.setup();
    await user.type(number(), "9");
    await waitFor(() => expect(number().getAttribute("aria-invalid")).toBeNull());
    await act(async () => rerender(<ProviderCard {...props} serverError={null} />));
    await act(async () =>
      rerender(<ProviderCard {...props} serverError="Provider is not accepting new patients." />),
    );
    await waitFor(() =>
      expect(screen.getAllByText("Provider is not accepting new patients.").length).toBeGreaterThan(0),
    );
    expect(number().getAttribute("aria-invalid")).toBe("true");
  });
});
