import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ProviderDirectoryCard,
  type ProviderDirectoryEntry,
  providerAddress,
} from "./ProviderDirectoryCard.js";

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

const entry = (n: number): ProviderDirectoryEntry => ({
  physicianNumber: `P${String(n).padStart(3, "0")}`,
  physicianName: `Doctor ${n}`,
  acceptingNewPatients: true,
});

/** The portal's part: pages of 3 appended on Show more results, 2 pages in all. */
function Paged() {
  const [pages, setPages] = useState(1);
  const results = Array.from({ length: pages * 3 }, (_, i) => entry(i + 1));
  return (
    <ProviderDirectoryCard
      onSearch={vi.fn()}
      results={results}
      onShowMore={pages < 2 ? () => setPages((n) => n + 1) : undefined}
    />
  );
}

describe("ProviderDirectoryCard: Show more results", () => {
  it("appends the next page, announces the count and, at the last page, focuses the count", async () => {
    render(<Paged />);
    const user = userEvent.setup();
    expect(screen.getByRole("status", { name: "" }).textContent).toBe("");
    await user.click(screen.getByRole("button", { name: "Show more results" }));
    await waitFor(() =>
      expect(screen.getByText("6 providers shown: these are all the results.")).toBe(document.activeElement),
    );
    expect(screen.queryByRole("button", { name: "Show more results" })).toBeNull();
  });

  it("has no Show more results when no page follows", () => {
    render(<ProviderDirectoryCard onSearch={vi.fn()} results={[entry(1)]} />);
    expect(screen.queryByRole("button", { name: "Show more results" })).toBeNull();
  });
});

describe("ProviderDirectoryCard: the network searched (enrollment.md §7 Group name by group number)", () => {
  it.each([
    ["a network", "Acme Salaried Plan", "Searching providers in the Acme Salaried Plan network."],
    ["no network (the whole directory)", null, null],
  ])("%s", (_name, network, text) => {
    render(<ProviderDirectoryCard onSearch={vi.fn()} network={network} />);
    const note = screen.queryByTestId("provider-directory-network");
    expect(note?.textContent ?? null).toBe(text);
  });
});
