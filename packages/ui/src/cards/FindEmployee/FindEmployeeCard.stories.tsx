import { useCopy } from "@epr/brand-themes";
import { searchMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { summaryLink } from "../../testing/cardStories.js";
import { FindEmployeeCard, type FindEmployeeCardProps } from "./FindEmployeeCard.js";

function WithBrandCopy(props: FindEmployeeCardProps) {
  const t = useCopy();
  return <FindEmployeeCard {...props} memberIdLabel={t("memberIdHeading")} />;
}

/**
 * The find-employee panel (enrollment.md §2 employee.find, §5 Search). Its wording differs by brand
 * family: the member ID field is 'Member ID/SSN' for 6008 and 6009 and 'Member ID/SSN/Client-Assigned
 * ID' for the others, so each family has a story. As the portal composes it, the brand's copy comes
 * from the brand record.
 */
const meta = {
  title: "Cards/Employees/Find employee",
  component: FindEmployeeCard,
  args: {
    memberIdLabel: "Member ID",
    canAdd: true,
    addEmployeeHref: "#add-employee",
    onAddEmployee: fn((event) => event.preventDefault()),
    onSearch: fn(),
    onClear: fn(),
  },
  render: (args) => <WithBrandCopy {...args} />,
} satisfies Meta<typeof FindEmployeeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008, 6009): a member ID with symbols shows the hint, summarised and linked, focus on the summary. */
export const Harbor: Story = {
  tags: ["visual-own-family"],
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const memberId = canvas.getByLabelText("Member ID/SSN", { exact: true });
    await userEvent.type(memberId, "AB-12$");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    // Read inside the wait: the summary renders after validation settles, not at the click.
    await waitFor(() =>
      expect(canvasElement.querySelector<HTMLElement>("[data-slot=error-summary]")).toHaveFocus(),
    );
    await userEvent.click(
      canvas.getByRole("link", { name: summaryLink("Please enter the value in a valid format.") }),
    );
    await expect(memberId).toHaveFocus();
    await expect(memberId).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Summit (6010 to 6012): every field empty makes no search and says what is needed; a search sends only what was typed. */
export const Summit: Story = {
  globals: { brand: "6010" },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText("Member ID/SSN/Client-Assigned ID", { exact: true })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(canvas.getByRole("status")).toHaveTextContent(searchMessages.atLeastOne);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText("Last Name"), "  Lind ");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith({ lastName: "Lind" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("");
  },
};

/** Meridian (9017, 9018): group number hints, on both sides of the limits. */
export const Meridian: Story = {
  tags: ["visual"],
  globals: { brand: "9017" },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText("Member ID/SSN/Client-Assigned ID", { exact: true })).toBeVisible();
    const group = canvas.getByLabelText("Group Number");
    await userEvent.type(group, "12ab56");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(canvas.getAllByText("There can only be digits here.").length).toBeGreaterThan(0);
    await userEvent.clear(group);
    await userEvent.type(group, "12345");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(canvas.getAllByText("This must be at least 6 digits.").length).toBeGreaterThan(0);
  },
};

/** Evergreen (every other brand): Add Employee is a link that calls back; Clear empties the fields and calls back. */
export const Evergreen: Story = {
  globals: { brand: "3001" },
  args: { initial: { lastName: "Lind" } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText("Member ID/SSN/Client-Assigned ID", { exact: true })).toBeVisible();
    await expect(canvas.getByLabelText("Last Name")).toHaveValue("Lind");
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await expect(canvas.getByLabelText("Last Name")).toHaveValue("");
    await expect(args.onClear).toHaveBeenCalledOnce();
    const add = canvas.getByRole("link", { name: summaryLink("Add Employee") });
    await expect(add).toHaveAttribute("href", "#add-employee");
    await userEvent.click(add);
    await expect(args.onAddEmployee).toHaveBeenCalledOnce();
  },
};

/** Evergreen, for an administrator who may not add employees: no Add Employee. */
export const EvergreenViewOnly: Story = {
  globals: { brand: "3001" },
  args: { canAdd: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Member ID/SSN/Client-Assigned ID", { exact: true })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: summaryLink("Add Employee") })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Clear" })).toBeVisible();
  },
};
