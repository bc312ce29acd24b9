import { sessionMessages } from "@epr/domain";
import { employerSearchMessages } from "@epr/forms/schemas";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClientSearchCard, type ClientSearchResults } from "./ClientSearchCard.js";

afterEach(cleanup);

const found: ClientSearchResults = {
  state: "ready",
  clients: [
    { clientNumber: "100001", clientName: "Northwind Harbor Logistics", clientStatus: "active" },
    { clientNumber: "100901", clientName: "Ashgrove Mill Outfitters", clientStatus: "cancelled" },
  ],
  hasMore: true,
};

const setup = (results: ClientSearchResults = { state: "idle", clients: [], hasMore: false }) => {
  const props = { onSearch: vi.fn(), onMore: vi.fn(), onLogIn: vi.fn() };
  render(<ClientSearchCard results={results} {...props} />);
  return { ...props, user: userEvent.setup() };
};

describe("ClientSearchCard (session-and-admin.md §2 /clients)", () => {
  it("searches as a valid name is typed, with the status filter All by default", async () => {
    const { onSearch, user } = setup();
    await user.type(screen.getByLabelText("Client Name"), "ash");
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({
        number: "",
        name: "ash",
        nameMatch: "BEGINSWITH",
        status: "All",
      }),
    );
  });

  it("does not search an invalid one as it is typed; Search says why in @epr/forms' words", async () => {
    const { onSearch, user } = setup();
    await user.type(screen.getByLabelText("Client Number"), "12a");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(screen.getAllByText(employerSearchMessages.digits).length).toBeGreaterThan(0));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("LOG IN without a choice opens No Selection; with one it logs in as that client", async () => {
    const { onLogIn, onMore, user } = setup(found);
    await user.click(screen.getByRole("button", { name: "LOG IN" }));
    await waitFor(() => expect(screen.getByRole("alertdialog")).toBeTruthy());
    expect(screen.getByRole("alertdialog").textContent).toContain(sessionMessages.noSelection);
    await user.click(screen.getByRole("button", { name: "OK" }));
    await user.selectOptions(screen.getByLabelText("Client"), "100901");
    await user.click(screen.getByRole("button", { name: "LOG IN" }));
    expect(onLogIn).toHaveBeenCalledWith("100901");
    await user.click(screen.getByRole("button", { name: "Show more clients" }));
    expect(onMore).toHaveBeenCalled();
  });

  it("shows the spec's message when the list fails", () => {
    setup({ state: "error", clients: [], hasMore: false });
    expect(screen.getByText(sessionMessages.clientsListFailed)).toBeTruthy();
  });
});
