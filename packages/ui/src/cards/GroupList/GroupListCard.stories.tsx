import { assistMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { GroupListCard } from "./GroupListCard.js";

const rows = [
  {
    groupNumber: "100100",
    groupName: "Northwind Salaried Plan",
    status: "Active",
    acount: 41,
    ccount: 3,
    tcount: 44,
  },
  {
    groupNumber: "100107",
    groupName: "Northwind Hourly Plan",
    status: "Active",
    acount: 12,
    ccount: 0,
    tcount: 12,
  },
] as const;

/** The group list (assist-employees.md §2.10, §9): search, status filter Active by default, 25 a page. */
const meta = {
  title: "Cards/Client information/Group list",
  component: GroupListCard,
  args: {
    search: { search: "", status: "Active" },
    rows: [...rows],
    state: "ready",
    onSearch: fn(),
    page: 1,
    hasPrevious: false,
    hasNext: false,
    onPrevious: fn(),
    onNext: fn(),
    groupHref: (row) => `/employer/group-info/general-info?groupNumber=${row.groupNumber}`,
  },
} satisfies Meta<typeof GroupListCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Active by default; a search by name with another status is handed to the page. */
export const ActiveByDefault: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Status" })).toHaveValue("Active");
    await expect(canvas.getByRole("link", { name: "100100" })).toHaveAttribute(
      "href",
      "/employer/group-info/general-info?groupNumber=100100",
    );
    await expect(
      canvas.getByRole("row", { name: /100100 Northwind Salaried Plan Active 41 3 44/ }),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: /Search/ }), "hourly");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Status" }), "All");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith({ search: "hourly", status: "All" }));
  },
};

/** A search too long is refused with the summary focused, and nothing searched. */
export const SearchTooLong: Story = {
  globals: { brand: "6010" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Search/ }), "x".repeat(61));
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(canvasElement.querySelector<HTMLElement>("[data-slot=error-summary]")).toHaveFocus(),
    );
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** A second page: Previous and Next both work. */
export const Paged: Story = {
  globals: { brand: "6012" },
  args: { page: 2, hasPrevious: true, hasNext: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Page 2")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onPrevious).toHaveBeenCalledOnce();
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};

/** The client has no group at all (nothing typed, every status): §8's no-groups message. */
export const NoGroups: Story = {
  tags: ["visual"],
  globals: { brand: "3001" },
  args: { rows: [], search: { search: "", status: "All" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(assistMessages.noGroups);
  },
};

/** A search that matches nothing says so in plain words, not that the service returned no groups. */
export const NoMatch: Story = {
  globals: { brand: "6010" },
  args: { rows: [], search: { search: "Nowhere", status: "Active" } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole("status");
    await expect(status).toHaveTextContent('No active groups match "Nowhere".');
    await expect(status).not.toHaveTextContent(assistMessages.noGroups);
  },
};

/** The default filter (Active) matching nothing: no active groups, in plain words. */
export const NoActiveGroups: Story = {
  globals: { brand: "6008" },
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("No active groups.");
  },
};

/** The list failed to load: §8's failure. */
export const Failed: Story = {
  globals: { brand: "6009" },
  args: { rows: [], state: "error" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(assistMessages.unableToProcess)).toBeVisible();
  },
};
