import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProviderDirectoryCard, providerAddress } from "./ProviderDirectoryCard.js";

afterEach(cleanup);

describe("providerAddress", () => {
  it.each([
    [
      { address1: "1 Main St", address2: "Apt 2", city: "Newark", state: "NJ", zipCode: "07102" },
      "1 Main St, Apt 2, Newark, NJ 07102",
    ],
    [{ address1: "1 Main St", city: "Newark", state: "NJ" }, "1 Main St, Newark, NJ"],
    [{ city: "Newark", zipCode: "07102" }, "Newark, 07102"],
    [{}, ""],
  ])("%o → %j", (address, line) => {
    expect(
      providerAddress({ physicianNumber: "A1", physicianName: "N", acceptingNewPatients: true, ...address }),
    ).toBe(line);
  });
});

describe("ProviderDirectoryCard (enrollment.md §7 Find a doctor)", () => {
  it("a lower-case state given as a criterion is shown and sent upper-case (it showed nothing and was dropped)", async () => {
    const onSearch = vi.fn();
    render(<ProviderDirectoryCard onSearch={onSearch} criteria={{ state: "nj" }} />);
    expect(screen.getByRole("combobox", { name: "State" })).toHaveProperty("value", "NJ");
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: /^ZIP Code/ }), "08002");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ state: "NJ", zipCode: "08002" }));
  });

  it("shows no table before a search", () => {
    render(<ProviderDirectoryCard onSearch={vi.fn()} />);
    expect(screen.queryByRole("table")).toBeNull();
  });
});
