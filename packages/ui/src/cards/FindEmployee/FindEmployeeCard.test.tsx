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

  it("says what is wrong on submit, with focus on the summary, and clears it as the field is put right", async () => {
    const { onSearch, user } = setup();
    await user.type(screen.getByLabelText("Last Name"), "Li");
    await user.click(screen.getByRole("button", { name: "Search" }));
    const summary = await screen.findByRole("alert");
    await waitFor(() => expect(document.activeElement?.contains(summary)).toBe(true));
    expect(screen.getByRole("link", { name: `Last Name: ${searchMessages.lastNameMin}` })).toBeTruthy();
    expect(screen.getByLabelText("Last Name").getAttribute("aria-invalid")).toBe("true");
    expect(onSearch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Last Name"), "n");
    await waitFor(() =>
      expect(screen.getByLabelText("Last Name").getAttribute("aria-invalid")).not.toBe("true"),
    );
    expect(screen.queryByRole("link", { name: `Last Name: ${searchMessages.lastNameMin}` })).toBeNull();
  });

  it("fills the fields with a new search shown in the results, and keeps what is typed after a submit", async () => {
    const onSearch = vi.fn();
    const props = { memberIdLabel: "Member ID/SSN", canAdd: true, addEmployeeHref: "/add", onSearch };
    const { rerender } = render(<FindEmployeeCard {...props} initial={{ lastName: "Lind" }} />);
    expect((screen.getByLabelText("Last Name") as HTMLInputElement).value).toBe("Lind");
    rerender(<FindEmployeeCard {...props} initial={{ groupNumber: "100100" }} />);
    await waitFor(() =>
      expect((screen.getByLabelText("Group Number") as HTMLInputElement).value).toBe("100100"),
    );
    expect((screen.getByLabelText("Last Name") as HTMLInputElement).value).toBe("");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Member ID/SSN"), "ABC12345");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({ groupNumber: "100100", memberId: "ABC12345" }),
    );
    expect((screen.getByLabelText("Member ID/SSN") as HTMLInputElement).value).toBe("ABC12345");
  });

  it("empties every field on Clear", async () => {
    const onClear = vi.fn();
    const { user } = setup({ initial: { lastName: "Lind" }, onClear });
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect((screen.getByLabelText("Last Name") as HTMLInputElement).value).toBe("");
    expect(onClear).toHaveBeenCalled();
  });

  it("shows Add Employee only to an administrator who may add", () => {
    setup({ canAdd: false });
    expect(screen.queryByRole("link", { name: "Add Employee" })).toBeNull();
  });
});
