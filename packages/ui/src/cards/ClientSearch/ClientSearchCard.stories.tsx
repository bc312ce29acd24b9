import { sessionMessages } from "@epr/domain";
import { employerSearchMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { ClientSearchCard } from "./ClientSearchCard.js";

/**
 * Clients - Log in as an Employer (session-and-admin.md §2 /clients): the typeahead with the
 * employer-search rules (assist-employees.md §5), the dropdown, LOG IN and No Selection. The same
 * words in every brand family; each family renders it in its theme.
 */
const meta = {
  title: "Cards/Session/Client search",
  component: ClientSearchCard,
  args: {
    results: {
      state: "ready",
      clients: [
        { clientNumber: "100001", clientName: "Northwind Harbor Logistics", clientStatus: "active" },
        { clientNumber: "100901", clientName: "Ashgrove Mill Outfitters", clientStatus: "cancelled" },
      ],
      hasMore: true,
    },
    onSearch: fn(),
    onMore: fn(),
    onLogIn: fn(),
  },
} satisfies Meta<typeof ClientSearchCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor: a name typed searches by itself; a client chosen logs in. */
export const Harbor: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText("Client Name"), "north");
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenCalledWith(expect.objectContaining({ name: "north" })),
    );
    await userEvent.selectOptions(canvas.getByLabelText("Client"), "100001");
    await userEvent.click(canvas.getByRole("button", { name: "LOG IN" }));
    await expect(args.onLogIn).toHaveBeenCalledWith("100001");
  },
};

/** Summit: number and name together are refused with the rule's message, focus on the summary. */
export const Summit: Story = {
  tags: ["visual"],
  globals: { brand: "6010" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText("Client Number"), "100001");
    await userEvent.type(canvas.getByLabelText("Client Name"), "North");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(canvasElement.querySelector<HTMLElement>("[data-slot=error-summary]")).toHaveFocus(),
    );
    await expect(canvas.getAllByText(employerSearchMessages.notBoth).length).toBeGreaterThan(0);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Meridian: LOG IN with no client chosen opens No Selection; OK closes it. */
export const NoSelectionModal: Story = {
  globals: { brand: "9017" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const logIn = canvas.getByRole("button", { name: "LOG IN" });
    await userEvent.click(logIn);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("alertdialog");
    await expect(dialog).toHaveTextContent(sessionMessages.noSelection);
    await userEvent.click(body.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(logIn).toHaveFocus());
    await expect(args.onLogIn).not.toHaveBeenCalled();
  },
};

/** Evergreen: the list failed to load. */
export const ListFailed: Story = {
  globals: { brand: "3001" },
  args: { results: { state: "error", clients: [], hasMore: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sessionMessages.clientsListFailed)).toBeVisible();
  },
};
