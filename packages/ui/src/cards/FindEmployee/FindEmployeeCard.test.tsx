import { searchMessages } from "@epr/forms/schemas";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FindEmployeeCard } from "./FindEmployeeCard.js";

afterEach(cleanup);

const setup = (props: Partial<Parameters<typeof FindEmployeeCard>[0]> = {}) => {
  const onSearch = vi.fn();
  render(
    <FindEmployeeCard
      memberIdLabel="Member ID/SSN"
      canAdd
      addEmployeeHref="/add"
      onSearch={onSearch}
      {...props}
    />,
  );
  return { onSearch, user: userEvent.setup() };
};

describe("FindEmployeeCard (enrollment.md §5 Search)", () => {
  it("sends only the non-empty fields, trimmed", async () => {
    const { onSearch, user } = setup();
    await user.type(screen.getByLabelText("Last Name"), "  Lind ");
    await user.type(screen.getByLabelText("Group Number"), "100100");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ lastName: "Lind", groupNumber: "100100" }));
  });

  it("makes no search when every field is empty and says what is needed, in @epr/forms' words", async () => {
    const { onSearch, user } = setup();
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(searchMessages.atLeastOne));
    expect(onSearch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Last Name"), "Lind");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ lastName: "Lind" }));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("shows Add Employee only to an administrator who may add", () => {
    setup({ canAdd: false });
    expect(screen.queryByRole("link", { name: "Add Employee" })).toBeNull();
  });
});
