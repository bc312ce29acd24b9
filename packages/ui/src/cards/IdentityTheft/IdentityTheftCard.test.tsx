import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IdentityTheftCard, type IdentityTheftCardGroup } from "./IdentityTheftCard.js";

afterEach(cleanup);

const copy = { disclaimer: "Disclaimer.", success: "Done.", optInThanks: "Thanks.", saveFailure: "Failed." };
const group = (groupNumber: string, over: Partial<IdentityTheftCardGroup> = {}): IdentityTheftCardGroup => ({
  groupNumber,
  displayName: `Group ${groupNumber}`,
  vendor: "Sentinel ID Services",
  protectionEnabled: false,
  modifiable: true,
  optInAllowed: true,
  optInRefusal: null,
  ...over,
});

describe("IdentityTheftCard (assist-employees.md §4, §5)", () => {
  it("refuses a submit with no change, then submits only the changed groups", async () => {
    const onSubmit = vi.fn();
    render(
      <IdentityTheftCard
        groups={[group("100100"), group("100107", { protectionEnabled: true })]}
        copy={copy}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(
      await screen.findByText("Please make sure that you have made your selection prior to submission.", {
        selector: "fieldset p",
      }),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("checkbox", { name: /100107/ }));
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith([{ groupNumber: "100107", userChoice: "optout" }]),
    );
  });

  it.each([
    [
      "may not opt in today: locked with the reason",
      { optInAllowed: false, optInRefusal: "Not now." },
      true,
      "Not now.",
    ],
    [
      "opted in, may not opt in again: may still opt out",
      { protectionEnabled: true, optInAllowed: false },
      false,
      null,
    ],
  ])("%s", (_case, over, disabled, hint) => {
    render(
      <IdentityTheftCard groups={[group("100100", over), group("100107")]} copy={copy} onSubmit={vi.fn()} />,
    );
    const box = screen.getByRole("checkbox", { name: /100100/ }) as HTMLInputElement;
    expect(box.disabled).toBe(disabled);
    if (hint) expect(screen.getByText(hint)).toBeTruthy();
  });
});
